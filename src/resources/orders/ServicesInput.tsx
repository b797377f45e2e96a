import { errorKey } from './formValues';
import { memo, useCallback, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  FormHelperText,
  Skeleton,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useInput, useTranslate } from 'react-admin';
import { useText } from '../../components/useText';
import type { OrderService } from '../../domain/orderRules';
import { RECORD_STATUS } from '../../domain/statuses';
import { ServiceRow } from './ServiceRow';
import { useCatalogue, type Catalogue } from './useServicesAndLabels';
import type { ServiceOption } from '../../providers/records/order';

type ServiceType = Catalogue['types'][number];

/** How many service types the loading catalogue's place shows. */
const LOADING_TYPES = 3;

/**
 * Services grouped by service type: the types already chosen are open and the others collapsed (the first
 * type opens on a new order), so a long catalogue stays one screen; each group says how many it holds.
 */
export function ServicesInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { types, services, servicesPending } = useCatalogue();
  const { field, fieldState } = useInput({ source: 'services' });
  const chosen = (field.value ?? []) as OrderService[];
  const { onChange } = field;
  const { getValues } = useFormContext();
  // One function for every row, reading the form's services when called: the groups and rows keep it across
  // changes, so a quantity changed redraws its own group and row only.
  const setQuantity = useCallback(
    (service: ServiceOption, quantity: number) => {
      const next = Math.max(0, Math.min(service.max || 1, Math.round(quantity) || 0));
      const current = (getValues('services') ?? []) as OrderService[];
      const others = current.filter((item) => item.id !== service.id);
      onChange(
        next > 0
          ? [
              ...others,
              {
                id: service.id,
                idServiceType: service.idServiceType,
                quantity: next,
                price: service.price,
                time: service.time,
                base: service.base,
              },
            ].sort((a, b) => a.id - b.id)
          : others,
      );
    },
    [getValues, onChange],
  );

  const activeTypes = types.filter(
    (type) =>
      type.status === RECORD_STATUS.active || chosen.some((service) => service.idServiceType === type.id),
  );
  // Only the user's own toggles are kept; until then a type is open when it holds a chosen service.
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const isOpen = (type: number) =>
    toggled[type] ??
    (chosen.length ? chosen.some((service) => service.idServiceType === type) : type === activeTypes[0]?.id);
  const toggle = useCallback(
    (type: number, open: boolean) => setToggled((before) => ({ ...before, [type]: open })),
    [],
  );

  return (
    <Box
      role="group"
      aria-label={translate('resources.orders.fields.services')}
      aria-busy={servicesPending}
      data-testid="services-input"
    >
      {/* The catalogue's place while it loads: a collapsed type's height each. */}
      {servicesPending &&
        Array.from({ length: LOADING_TYPES }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 0.5 }} />
        ))}
      {activeTypes.map((type) => (
        <ServiceTypeGroup
          key={type.id}
          type={type}
          services={services}
          open={isOpen(type.id)}
          readOnly={readOnly}
          onToggle={toggle}
          onChange={setQuantity}
        />
      ))}
      {errorKey(fieldState.error?.message) && (
        <FormHelperText error role="alert">
          {translate(errorKey(fieldState.error?.message)!)}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * One service type's services, memoized: it watches only the chosen services of its own type, so a change in
 * another type does not redraw it.
 */
const ServiceTypeGroup = memo(function ServiceTypeGroup({
  type,
  services,
  open,
  readOnly,
  onToggle,
  onChange,
}: {
  type: ServiceType;
  services: ServiceOption[];
  open: boolean;
  readOnly?: boolean;
  onToggle: (type: number, open: boolean) => void;
  onChange: (service: ServiceOption, quantity: number) => void;
}) {
  const translate = useTranslate();
  const text = useText();
  const chosen = useWatch({
    name: 'services',
    compute: (value?: OrderService[]) => (value ?? []).filter((service) => service.idServiceType === type.id),
  });
  const quantityOf = (id: number) => chosen.find((service) => service.id === id)?.quantity ?? 0;
  const offered = services.filter(
    (service) =>
      service.idServiceType === type.id &&
      (service.status === RECORD_STATUS.active || quantityOf(service.id) > 0),
  );
  if (!offered.length) return null;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_, expanded) => onToggle(type.id, expanded)}
      // A collapsed type's services are drawn when it opens, not with the form (seven types' rows were half of it).
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`type-${type.id}-services`}
        id={`type-${type.id}-heading`}
      >
        <Typography variant="subtitle2" component="span" sx={{ flex: 1 }}>
          {text(type.label)}
        </Typography>
        {chosen.length > 0 && (
          <Typography variant="caption" color="primary" sx={{ mr: 1, fontWeight: 600 }}>
            {translate('resources.orders.flow.chosenCount', { smart_count: chosen.length })}
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {offered.map((service) => (
          <ServiceRow
            key={service.id}
            service={service}
            quantity={quantityOf(service.id)}
            readOnly={readOnly}
            onChange={onChange}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
});
