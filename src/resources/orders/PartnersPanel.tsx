import { useState } from 'react';
import { Autocomplete, Box, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useServicesAndLabels } from './useServicesAndLabels';
import { useFormat } from '../../components/useFormat';
import type { AvailablePartner, Order, OrderServiceType } from '../../providers/records/order';
import { versionOf } from '../../providers/versioned';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { SuggestedPartners } from './SuggestedPartners';

/** One partner in the picker: name, rating, the day's load and a day-off warning, all in words. */
function PartnerOption({ partner }: { partner: AvailablePartner }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack sx={{ width: '100%' }} data-testid="partner-option">
      <Typography variant="body2">{partner.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[
          partner.rating != null
            ? translate('resources.orders.flow.rating', { rating: format.decimal(partner.rating, 1) })
            : translate('resources.orders.flow.noRating'),
          translate('resources.orders.flow.load', { smart_count: partner.load }),
        ].join(' · ')}
      </Typography>
      {partner.dayOff && (
        <Typography variant="caption" color="warning.dark" sx={{ fontWeight: 600 }}>
          {translate(
            partner.dayOff === 'wholeDay'
              ? 'resources.orders.flow.dayOffWholeDay'
              : 'resources.orders.flow.dayOffPeriods',
          )}
        </Typography>
      )}
    </Stack>
  );
}

function ServiceTypePartners({
  order,
  type,
  editable,
}: {
  order: Order;
  type: OrderServiceType;
  editable: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { typeName } = useServicesAndLabels();
  const [picked, setPicked] = useState<AvailablePartner | null>(null);
  const { data: available = [] } = useQuery({
    queryKey: ['orders', 'availablePartners', order.id, type.idServiceType],
    queryFn: () => dataProvider.availablePartners({ id: order.id, idServiceType: type.idServiceType }),
    enabled: editable,
  });
  const save = useMutation({
    mutationFn: (patch: { partners: number[]; numberOfPartners: number }) =>
      dataProvider.setOrderPartners({
        id: order.id,
        version: versionOf(order),
        idServiceType: type.idServiceType,
        ...patch,
      }),
    onSuccess: () => {
      notify('resources.orders.messages.partnersSaved', { type: 'success' });
      setPicked(null);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const name = (id: number) =>
    order.partnerNames?.[id] ?? available.find((partner) => partner.id === id)?.name ?? `#${id}`;
  const label = typeName(type.idServiceType);
  return (
    <Box
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
      data-testid={`partners-type-${type.idServiceType}`}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2" component="h3" sx={{ minWidth: 180 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.orders.messages.partnersCount', {
            smart_count: type.partners.length,
            needed: type.numberOfPartners,
          })}
        </Typography>
        {type.partners.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.orders.messages.noPartners')}
          </Typography>
        )}
        {type.partners.map((id) => (
          <Chip
            key={id}
            label={name(id)}
            onDelete={
              editable
                ? () =>
                    save.mutate({
                      partners: type.partners.filter((item) => item !== id),
                      numberOfPartners: type.numberOfPartners,
                    })
                : undefined
            }
            slotProps={{ root: {} }}
            deleteIcon={
              editable ? (
                <span
                  aria-label={translate('resources.orders.actions.unassign', { name: name(id) })}
                  role="button"
                >
                  ✕
                </span>
              ) : undefined
            }
          />
        ))}
      </Stack>
      {editable && (
        // Wraps on a phone: the number field and the picker side by side were wider than 390 px.
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
          <TextField
            size="small"
            type="number"
            label={translate('resources.orders.fields.numberOfPartners')}
            defaultValue={type.numberOfPartners}
            slotProps={{ htmlInput: { min: 1, max: 5 } }}
            onBlur={(event) => {
              const value = Number(event.target.value);
              if (value >= 1 && value !== type.numberOfPartners)
                save.mutate({ partners: type.partners.slice(0, value), numberOfPartners: value });
            }}
            sx={{ width: 200 }}
          />
          <Autocomplete
            size="small"
            options={available.filter((partner) => !type.partners.includes(partner.id))}
            getOptionLabel={(option) => option.name}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <PartnerOption partner={option} />
              </li>
            )}
            value={picked}
            onChange={(_, value) => setPicked(value)}
            renderInput={(params) => (
              <TextField {...params} label={`${translate('resources.orders.actions.assign')}: ${label}`} />
            )}
            sx={{ minWidth: { xs: 0, sm: 280 }, flex: { xs: '1 1 220px', sm: '0 1 auto' } }}
          />
          <IconButton
            aria-label={translate('resources.orders.actions.assign')}
            disabled={!picked || type.partners.length >= type.numberOfPartners || save.isPending}
            onClick={() =>
              picked &&
              save.mutate({
                partners: [...type.partners, picked.id],
                numberOfPartners: type.numberOfPartners,
              })
            }
          >
            <AddIcon />
          </IconButton>
        </Stack>
      )}
      {editable && type.partners.length < type.numberOfPartners && (
        <SuggestedPartners
          orderId={order.id}
          version={versionOf(order)}
          idServiceType={type.idServiceType}
          chosenId={picked?.id}
          onChoose={(partner) =>
            setPicked(
              available.find((item) => item.id === partner.id) ?? {
                id: partner.id,
                name: partner.name,
                rating: null,
                load: 0,
                dayOff: null,
              },
            )
          }
        />
      )}
    </Box>
  );
}

/** Service types with their partners: assign, unassign, number of partners needed (orders in status 1-2). */
export function PartnersPanel({ order, editable }: { order: Order; editable: boolean }) {
  return (
    <Box>
      {order.serviceTypes.map((type) => (
        <ServiceTypePartners key={type.idServiceType} order={order} type={type} editable={editable} />
      ))}
    </Box>
  );
}
