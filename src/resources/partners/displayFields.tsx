/**
 * How the partner list and the profile show a partner's values: status, rating, debt, districts, service types,
 * name.
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PARTNER_STATUSES } from '../../domain/statuses';
import { StatusChip } from '../../components/status';
import { useMoney } from '../../components/money';
import { useFormat } from '../../components/useFormat';
import type { Partner } from '../../providers/records/partner';
import { useDistricts, useServiceTypes } from './choices';

/** The partner's status as text in a chip (never colour alone). */
export function PartnerStatusField(_: { source?: string; label?: string }) {
  const record = useRecordContext<Partner>();
  return <StatusChip statuses={PARTNER_STATUSES} value={record?.status} />;
}

/** A rating with two decimals in the language's notation ('4.50' / '4,50'), '—' when there is none. */
export function useRating() {
  const format = useFormat();
  return (value: number | null | undefined) => format.decimal(value) || '—';
}

export function RatingField({ source }: { source: 'rating' | 'rating30'; label?: string }) {
  const record = useRecordContext<Partner>();
  const rating = useRating();
  return (
    <Typography variant="body2" component="span">
      {rating(record?.[source])}
    </Typography>
  );
}

/** Debt with its direction in words: who owes whom. */
export function DebtField(_: { source?: string; label?: string }) {
  const record = useRecordContext<Partner>();
  const translate = useTranslate();
  const { format } = useMoney();
  if (!record) return null;
  if (!record.debtAmount)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('resources.partners.debtTypes.none')}
      </Typography>
    );
  return (
    <Typography variant="body2" component="span">
      {format(record.debtAmount)}{' '}
      <Typography
        component="span"
        variant="caption"
        color={record.debtType === 'partner' ? 'error.main' : 'text.secondary'}
      >
        ({translate(`resources.partners.debtTypes.${record.debtType}`)})
      </Typography>
    </Typography>
  );
}

export function DistrictsField(_: { source?: string; label?: string }) {
  const record = useRecordContext<Partner>();
  const districts = useDistricts();
  const names = (record?.activePolygons ?? []).map(
    (id) => districts.find((d) => d.id === id)?.label ?? `#${id}`,
  );
  return (
    <Typography variant="body2" component="span">
      {names.join(', ')}
    </Typography>
  );
}

export function ServiceTypesField({ chips = true }: { source?: string; label?: string; chips?: boolean }) {
  const record = useRecordContext<Partner>();
  const types = useServiceTypes();
  const names = (record?.serviceTypes ?? []).map((id) => types.find((t) => t.id === id)?.name ?? `#${id}`);
  if (!chips) {
    return (
      <Typography variant="caption" component="span" sx={{ display: 'block', minWidth: 140 }}>
        {names.join(', ')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Chip key={name} size="small" label={name} />
      ))}
    </Stack>
  );
}

/** The list's compact variant: names as text. */
export const ServiceTypesText = (props: { source?: string; label?: string }) => (
  <ServiceTypesField {...props} chips={false} />
);

export function NameField(_: { source?: string; label?: string }) {
  const record = useRecordContext<Partner>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {record.displayName}
      </Typography>
      {record.isCompany && (
        <Typography variant="caption" component="span" color="text.secondary">
          {' '}
          · {translate('resources.partners.kinds.company')}
        </Typography>
      )}
    </span>
  );
}
