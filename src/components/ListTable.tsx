import { Children, isValidElement, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useFirstScreenPainted } from '../layout/firstScreen';
import { isLockable } from '../domain/locks';
import { apiName } from '../providers/resourceRegistry';
import { HiddenColumnsContext } from './ListColumn';
import { RowMarkContext } from './live/RowMark';
import { SimpleListSkeleton, TableSkeleton } from './ListSkeleton';
import { useSteadyList } from './useSteadyList';
import {
  ColumnsButton,
  DataTable,
  useListContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';

/** Phones (under 600 px) get one-column lists, forms and details, as react-admin's demo does. */
export const useIsPhone = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** One store key per list for the chosen columns; preferencesStore keeps it per user. */
export const columnsStoreKey = (resource: string) => `${resource}.datatable`;

/** What a list shows when its filters leave no row (SPEC section 8). */
export function NoData() {
  const translate = useTranslate();
  return (
    <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
      {translate('app.errors.noData')}
    </Typography>
  );
}

/** The first column a table shows: its `source`, or its `label` when it has none. */
function firstShown(children: ReactNode, hidden: readonly string[]) {
  return Children.toArray(children)
    .map((child) =>
      isValidElement<{ source?: string; label?: unknown }>(child)
        ? (child.props.source ?? (typeof child.props.label === 'string' ? child.props.label : undefined))
        : undefined,
    )
    .find((column) => column !== undefined && !hidden.includes(column));
}

/**
 * A list's rows: a DataTable with user-chosen columns on a desktop, the given SimpleList on a phone;
 * skeleton rows of the same shape while the first page loads, and on either `NoData` when it has no row.
 * `hiddenColumns` are the columns hidden until the user shows them, so the default fits 1280 px.
 * A list of records that take editing locks marks a locked row in its first shown column (a phone list, with
 * RowMark in its rows' text).
 */
export function ListTable<R extends RaRecord>({
  phone,
  children,
  ...props
}: DataTableProps<R> & { phone: ReactElement; children: ReactNode }) {
  const resource = useResourceContext(props) ?? '';
  const isPhone = useIsPhone();
  const { isPending, data } = useListContext<R>();
  const steady = useSteadyList<R>();
  const firstScreenPainted = useFirstScreenPainted();
  // The first page is on the screen: the rest of the shell may render now (src/layout/firstScreen.tsx).
  useEffect(() => {
    if (!isPending) firstScreenPainted();
  }, [isPending, firstScreenPainted]);
  const storeKey = columnsStoreKey(resource);
  // The same store entry the column chooser writes, so the skeleton has as many columns as the table will.
  const [hidden] = useStore<string[]>(storeKey, props.hiddenColumns ?? []);
  const columns = Children.count(children) - hidden.length;
  const api = resource ? apiName(resource) : '';
  const column = firstShown(children, hidden);
  const marks = useMemo(() => (isLockable(api) ? { api, column } : null), [api, column]);
  let rows: ReactNode;
  if (isPending) rows = isPhone ? <SimpleListSkeleton /> : <TableSkeleton columns={columns} />;
  // The phone's list is often a screen's own component around SimpleList: the empty page is said here, for all.
  else if (isPhone) rows = data?.length ? phone : <NoData />;
  else
    rows = (
      <HiddenColumnsContext.Provider value={hidden}>
        <DataTable<R> storeKey={storeKey} empty={<NoData />} {...steady} {...props}>
          {children}
        </DataTable>
      </HiddenColumnsContext.Provider>
    );
  return <RowMarkContext.Provider value={marks}>{rows}</RowMarkContext.Provider>;
}

/** The column chooser, on a desktop only (a phone shows no columns). */
export function ListColumnsButton() {
  const resource = useResourceContext() ?? '';
  const isPhone = useIsPhone();
  if (isPhone) return null;
  return <ColumnsButton storeKey={columnsStoreKey(resource)} />;
}

/** A long cell cut to one line, the whole text on hover (the class is the theme's: src/theme.ts). */
export function Truncate({ text, width = 240 }: { text: string | null | undefined; width?: number }) {
  if (!text) return <>—</>;
  return (
    <span className="cell-truncate" title={text} style={{ maxWidth: width }}>
      {text}
    </span>
  );
}
