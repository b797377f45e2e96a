/**
 * What the partner screens choose from and name by id: the statuses, the location's districts (the session's
 * polygons) and the service types of the catalogue.
 */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { PARTNER_STATUSES, statusChoices } from '../../domain/statuses';
import { useText, type Texts } from '../../components/useText';
import { useSession } from '../../session/useSession';

export const partnerStatusChoices = statusChoices(PARTNER_STATUSES);

/** The location's districts (polygons of the session). */
export function useDistricts() {
  return useSession()?.polygons ?? [];
}

/** A service type of the catalogue, with its name in the content language. */
export interface ServiceType {
  id: number;
  label: Texts;
  status: number;
  basePercent?: number;
  basePercentChoose?: number;
  name: string;
}

/** The service types of the catalogue, each with its name in the content language: the same array until they change. */
export function useServiceTypes(): ServiceType[] {
  const text = useText();
  const { data } = useGetList<Omit<ServiceType, 'name'>>('services/types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return useMemo(() => (data ?? []).map((type) => ({ ...type, name: text(type.label) })), [data, text]);
}
