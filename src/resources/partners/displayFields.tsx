/**
 * How the partner list and the profile show a partner's values: status, rating, debt, districts, service types,
 * name.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PARTNER_STATUSES } from '../../domain/statuses';
import { StatusChip } from '../../components/status';
import { useMoney } from '../../components/money';
import { useFormat } from '../../components/useFormat';
import type { Partner } from '../../providers/records/partner';
import { useDistricts, useServiceTypes, type ServiceType } from './choices';

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

/** The catalogue's service types read once for a list's rows (`ServiceTypesText`), not once a row. */
const ListServiceTypesContext = createContext<ServiceType[] | null>(null);

export function ListServiceTypesProvider({ children }: { children: ReactNode }) {
  return (
    <ListServiceTypesContext.Provider value={useServiceTypes()}>{children}</ListServiceTypesContext.Provider>
  );
}

const typeNames = (partner: Partner | undefined, types: ServiceType[]) =>
  (partner?.serviceTypes ?? []).map((id) => types.find((type) => type.id === id)?.name ?? `#${id}`);

export function ServiceTypesField(_: { source?: string; label?: string }) {
  const names = typeNames(useRecordContext<Partner>(), useServiceTypes());
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Chip key={name} size="small" label={name} />
      ))}
    </Stack>
  );
}

/** The list's compact variant: names as text, the types from the list (`ListServiceTypesProvider`). */
export function ServiceTypesText(_: { source?: string; label?: string }) {
  const partner = useRecordContext<Partner>();
  const types = useContext(ListServiceTypesContext);
  if (!types)
    throw new Error('ServiceTypesText reads the service types of a ListServiceTypesProvider around it');
  return <span className="cell-caption">{typeNames(partner, types).join(', ')}</span>;
}

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
