import { forwardRef, memo, useMemo, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableCallbacksContext,
  DataTableHead,
  DataTableSortContext,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  type DataTableBodyProps,
} from 'react-admin';

/**
 * react-admin's DataTable hands its rows and header a new callbacks object (and a new sort) whenever the list's
 * parameters are computed again, though each callback in it is the same function: after a page switch, its store
 * catching up with the address did that, and every row's checkbox (~20 components a row) and header cell drew
 * again for nothing. These parts give the rows and the header the same object for as long as what is in it is the
 * same, so they draw when a callback, the sort, the rows or the selection change.
 */
function SteadyCallbacks({ children }: { children: ReactNode }) {
  const { handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick } =
    useDataTableCallbacksContext();
  const callbacks = useMemo(
    () => ({ handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick }),
    [handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick],
  );
  return (
    <DataTableCallbacksContext.Provider value={callbacks}>{children}</DataTableCallbacksContext.Provider>
  );
}

function SteadySort({ children }: { children: ReactNode }) {
  const { field, order } = useDataTableSortContext() ?? {};
  const sort = useMemo(() => (field && order ? { field, order } : undefined), [field, order]);
  return <DataTableSortContext.Provider value={sort}>{children}</DataTableSortContext.Provider>;
}

/** react-admin's table body (the rows), under steady callbacks. */
export const SteadyBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>(function SteadyBody(props, ref) {
    return (
      <SteadyCallbacks>
        <DataTableBody ref={ref} {...props} />
      </SteadyCallbacks>
    );
  }),
);

/** react-admin's table header, under steady callbacks and sort. */
export const SteadyHead = memo(function SteadyHead({ children }: { children?: ReactNode }) {
  return (
    <SteadyCallbacks>
      <SteadySort>
        <DataTableHead>{children}</DataTableHead>
      </SteadySort>
    </SteadyCallbacks>
  );
});
