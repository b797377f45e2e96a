import { textLimit } from '../../components/textLimits';
import { useEffect, useRef } from 'react';
import { validPoint } from '../../domain/geo';
import { Box, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { MapView } from '../../components/map/MapView';
import { useMoney } from '../../components/money';
import { addressPriceAt } from '../../domain/orderRules';
import { useSession } from '../../session/useSession';
import { useChosenCustomer } from './CustomerSection';

const text = (address: Record<string, unknown>) =>
  [address.street, address.house].filter(Boolean).join(' ') +
  (address.apartment ? `/${address.apartment}` : '') +
  `, ${address.city ?? ''}`;

/**
 * The address's inputs, row by row (a column on a phone): texts up to a line's limit, coordinates as numbers
 * (without min and max: a point off the Earth is refused with the form's message, not the browser's popup).
 */
const ADDRESS_ROWS: {
  field: string;
  kind?: 'coordinate';
  required?: boolean;
  width?: number;
}[][] = [
  [
    { field: 'city', required: true },
    { field: 'street', required: true },
    { field: 'house', required: true, width: 150 },
    { field: 'postcode', width: 140 },
  ],
  [{ field: 'entrance' }, { field: 'apartment' }, { field: 'floor' }, { field: 'code' }],
  [
    { field: 'latitude', kind: 'coordinate' },
    { field: 'longitude', kind: 'coordinate' },
  ],
];

/**
 * Picking a customer fills their default address (the one marked default, else the first saved); an order
 * loaded for editing keeps its own address until the customer is changed.
 */
function useDefaultAddress(customer: ReturnType<typeof useChosenCustomer>) {
  const { setValue, getFieldState } = useFormContext();
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!customer || filledFor.current === customer.id || !getFieldState('customerId').isDirty) return;
    filledFor.current = customer.id;
    const saved = customer.addresses;
    const preferred = saved.find((item) => item.isDefault) ?? saved[0];
    setValue('address', preferred ? { ...preferred } : {}, { shouldDirty: true });
  }, [customer, getFieldState, setValue]);
}

/** The address: one of the customer's saved addresses or a new one, on the map, with the district's price. */
export function AddressSection({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const { setValue } = useFormContext();
  const customer = useChosenCustomer();
  const address = (useWatch({ name: 'address' }) ?? {}) as Record<string, unknown>;
  const session = useSession();
  // Only a point on Earth reaches the district lookup and the map (a typed 999 is refused by the form's rules).
  const point = validPoint(Number(address.latitude ?? NaN), Number(address.longitude ?? NaN));
  const lat = point?.lat ?? null;
  const lng = point?.lng ?? null;
  const district = addressPriceAt(lat, lng, session?.polygons ?? []);
  const saved = customer?.addresses ?? [];
  const choose = (id: unknown) => {
    const found = saved.find((item) => item.id === id);
    setValue('address', found ? { ...found } : {}, { shouldDirty: true });
  };
  useDefaultAddress(customer);
  const setPoint = (point: { lat: number; lng: number }) => {
    setValue('address.latitude', point.lat, { shouldDirty: true });
    setValue('address.longitude', point.lng, { shouldDirty: true });
  };
  return (
    <Box>
      {saved.length > 0 && !readOnly && (
        <FormControl size="small" sx={{ minWidth: 320, mb: 1 }}>
          <InputLabel id="saved-address-label">
            {translate('resources.orders.messages.savedAddress')}
          </InputLabel>
          <Select
            labelId="saved-address-label"
            label={translate('resources.orders.messages.savedAddress')}
            value={saved.some((item) => item.id === address.id) ? address.id : ''}
            onChange={(event) => choose(event.target.value)}
          >
            {saved.map((item) => (
              <MenuItem key={String(item.id)} value={item.id as number}>
                {text(item)}
              </MenuItem>
            ))}
            {/* Last: most orders go to an address the customer already has. */}
            <MenuItem value="">{translate('resources.orders.messages.newAddress')}</MenuItem>
          </Select>
        </FormControl>
      )}
      {ADDRESS_ROWS.map((row) => (
        <Stack key={row[0].field} direction={{ xs: 'column', md: 'row' }} spacing={1}>
          {row.map(({ field, kind, required, width }) =>
            kind === 'coordinate' ? (
              <NumberInput
                key={field}
                source={`address.${field}`}
                label={`resources.orders.fields.address.${field}`}
                readOnly={readOnly}
                step={0.0001}
              />
            ) : (
              <TextInput
                key={field}
                source={`address.${field}`}
                {...textLimit('line')}
                label={`resources.orders.fields.address.${field}`}
                readOnly={readOnly}
                isRequired={required}
                sx={width ? { maxWidth: width } : undefined}
              />
            ),
          )}
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="district-price">
        {district.districtId
          ? translate('resources.orders.messages.district', { price: format(district.price) })
          : translate('resources.orders.messages.outsideDistricts')}
      </Typography>
      <MapView
        label={translate('resources.orders.sections.map')}
        center={{ lat: lat ?? session?.mapLatitude ?? 0, lng: lng ?? session?.mapLongitude ?? 0 }}
        zoom={session?.mapZoom}
        polygons={(session?.polygons ?? []).map((polygon) => ({
          id: polygon.id,
          label: polygon.label,
          path: polygon.path,
        }))}
        selected={district.districtId ? [district.districtId] : []}
        marker={lat != null && lng != null ? { lat, lng } : null}
        onPick={readOnly ? undefined : setPoint}
        height={260}
      />
      <BooleanInput source="privateHouse" readOnly={readOnly} sx={{ mt: 1 }} />
    </Box>
  );
}
