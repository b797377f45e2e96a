import { useGetList } from 'react-admin';
import { useText } from '../../components/useText';
import type { WarehouseItem } from './types';

/** Item names by id for the narrow list (one cached request; the catalogue of supplies is small). */
export function useItemName() {
  const text = useText();
  const { data = [] } = useGetList<WarehouseItem>(
    'warehouse',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: 60_000 },
  );
  return (id: number) => text(data.find((item) => item.id === id)?.name) || `#${id}`;
}
