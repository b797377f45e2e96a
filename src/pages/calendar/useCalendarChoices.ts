import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useText } from '../../components/useText';
import { PARTNER_STATUS } from '../../domain/statuses';
import type { Partner } from '../../providers/records/partner';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const LONG = { staleTime: 5 * 60 * 1000 };

/** The filters' choices: service types by name and the location's working partners. */
export function useCalendarChoices() {
  const text = useText();
  const { data: types = [] } = useGetList<{ id: number; label: Record<string, string> }>(
    'services/types',
    ALL,
    LONG,
  );
  const { data: partners = [] } = useGetList<Partner>(
    'partners',
    { ...ALL, sort: { field: 'name', order: 'ASC' }, filter: { status: PARTNER_STATUS.registered } },
    LONG,
  );
  return useMemo(
    () => ({
      types: types.map((type) => ({ id: type.id, name: text(type.label) })),
      partners: partners.map((partner) => ({ id: Number(partner.id), name: partner.displayName })),
    }),
    [types, partners, text],
  );
}
