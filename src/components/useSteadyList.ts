import { useMemo } from 'react';
import { useEvent, useListContext, type RaRecord, type SortPayload } from 'react-admin';

/**
 * What react-admin's DataTable takes from its list for its rows and header (its setters, the sort) as values that
 * change only when what they do or say changes. The list computes its parameters again whenever its store catches
 * up with the address (after each page switch, sort or filter), and gives new setters and a new sort object then,
 * though they do and say the same: DataTable handed its rows and header a new callbacks context for them, and every
 * row (its checkbox some twenty components) and header cell drew again. Props given to DataTable take precedence
 * over the list's context.
 */
export function useSteadyList<R extends RaRecord>() {
  const { sort, setSort, onSelect, onToggleItem } = useListContext<R>();
  const steadySetSort = useEvent((next: SortPayload) => setSort(next));
  const steadyOnSelect = useEvent((ids: R['id'][]) => onSelect(ids));
  const steadyOnToggleItem = useEvent((id: R['id']) => onToggleItem(id));
  const { field, order } = sort;
  const steadySort = useMemo(() => ({ field, order }), [field, order]);
  return {
    sort: steadySort,
    setSort: steadySetSort,
    onSelect: steadyOnSelect,
    onToggleItem: steadyOnToggleItem,
  };
}
