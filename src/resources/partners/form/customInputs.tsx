/**
 * The partner form's inputs with rules of their own (declaredFields.ts names them as `kind: 'custom'`): the active
 * districts, the address on the map, private person or company, the service types.
 */
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroupInput, NumberInput, RadioButtonGroupInput, useInput, useTranslate } from 'react-admin';
import { MapView } from '../../../components/map/MapView';
import type { Session } from '../../../session/session';
import { useSession } from '../../../session/useSession';
import { useDistricts, useServiceTypes } from '../choices';
import { validPoint } from '../../../domain/geo';

const mapCentre = (session: Session | null) => {
  return { lat: session?.mapLatitude ?? 52.2297, lng: session?.mapLongitude ?? 21.0122 };
};

/** Active districts: a checklist and the map of the location's polygons, both editing the same list. */
export function DistrictsInput() {
  const translate = useTranslate();
  const districts = useDistricts();
  const session = useSession();
  const { id, field, fieldState } = useInput({ source: 'activePolygons', defaultValue: [] });
  const selected: number[] = (field.value ?? []).map(Number);
  const toggle = (district: number) =>
    field.onChange(
      selected.includes(district)
        ? selected.filter((d) => d !== district)
        : [...selected, district].sort((a, b) => a - b),
    );
  // Form-level validation leaves { message } here, a server refusal a plain key.
  const raw = fieldState.error?.message as unknown as { message?: string } | string | undefined;
  const error = typeof raw === 'string' ? raw : raw?.message;
  const label = translate('resources.partners.fields.activePolygons');
  return (
    <FormControl error={!!error} component="fieldset" sx={{ width: '100%', my: 1 }} id={id}>
      <FormLabel component="legend">{label} *</FormLabel>
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormGroup>
            {districts.map((district) => (
              <FormControlLabel
                key={district.id}
                control={
                  <Checkbox
                    checked={selected.includes(district.id)}
                    onChange={() => toggle(district.id)}
                    onBlur={field.onBlur}
                  />
                }
                label={district.label}
              />
            ))}
          </FormGroup>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <MapView
            center={mapCentre(session)}
            zoom={session?.mapZoom}
            polygons={districts}
            selected={selected}
            onToggle={toggle}
            label={translate('resources.partners.map.districts')}
            height={340}
          />
          <FormHelperText>{translate('resources.partners.map.districtsHint')}</FormHelperText>
        </Grid>
      </Grid>
      {error && <FormHelperText role="alert">{translate(error)}</FormHelperText>}
    </FormControl>
  );
}

/** Coordinates as numbers, and the address's spot on the map (a click there moves it). */
export function AddressMapInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const latitude = useWatch({ name: 'address.latitude' }) as number | undefined;
  const longitude = useWatch({ name: 'address.longitude' }) as number | undefined;
  const districts = useDistricts();
  const session = useSession();
  // Only a point on Earth is drawn (a typed 999 is refused by the form's rules: src/domain/geo.ts).
  const marker = validPoint(latitude, longitude);
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="address.latitude" step={0.00001} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="address.longitude" step={0.00001} fullWidth />
        </Grid>
      </Grid>
      <MapView
        center={marker ?? mapCentre(session)}
        polygons={districts}
        marker={marker}
        onPick={(point) => {
          setValue('address.latitude', point.lat, { shouldDirty: true });
          setValue('address.longitude', point.lng, { shouldDirty: true });
        }}
        label={translate('resources.partners.map.address')}
        height={300}
      />
      <FormHelperText>{translate('resources.partners.map.addressHint')}</FormHelperText>
    </Box>
  );
}

const kindChoices = [
  { id: 'private', name: 'resources.partners.kinds.private' },
  { id: 'company', name: 'resources.partners.kinds.company' },
];

/** Private person or company: stored as the isCompany flag, chosen as one of two words. */
export function PartnerKindInput() {
  return (
    <RadioButtonGroupInput
      source="isCompany"
      label="resources.partners.fields.kind"
      choices={kindChoices}
      format={(value: boolean) => (value ? 'company' : 'private')}
      parse={(value: string) => value === 'company'}
    />
  );
}

/** The service types the partner works in, from the catalogue (names in the content language). */
export function ServiceTypesInput() {
  const types = useServiceTypes();
  return <CheckboxGroupInput source="serviceTypes" choices={types} translateChoice={false} isRequired />;
}
