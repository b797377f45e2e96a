import { createContext, createElement, useContext, type ReactNode } from 'react';
import {
  DataTable,
  genericMemo,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { DATA_TABLE_CELL_CLASS } from '../providers/raInternals';
import { RowMark, RowMarkContext } from './live/RowMark';

/** The columns the user has hidden in this list: ListTable reads them once for the whole table. */
export const HiddenColumnsContext = createContext<readonly string[] | null>(null);

const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

type ListCellProps<R extends RaRecord> = DataTableColumnProps<R> & { hiddenColumns: readonly string[] };

/**
 * A row's cell as a plain <td> with MUI's and react-admin's class names, drawn by the theme's `.list-cell` class
 * (src/theme.ts): not a styled component and a store subscription per cell, 25 rows by every column on a list's
 * first render. It shows what react-admin's DataTableCell shows: children, else render(record), else the field,
 * else the value at `source`; the first shown column adds the row's live mark (a colleague's lock).
 */
function ListCell<R extends RaRecord>({ hiddenColumns, ...props }: ListCellProps<R>) {
  const { source, label, render, field, children, align, className, cellClassName } = props;
  const record = useRecordContext<R>();
  const marks = useContext(RowMarkContext);
  const column = source ?? (label as string);
  if (hiddenColumns.includes(column)) return null;
  const classes = [
    `${DATA_TABLE_CELL_CLASS} list-cell`,
    `column-${source}`,
    align === 'right' ? 'MuiTableCell-alignRight' : '',
    className ?? '',
    cellClassName ?? '',
  ];
  let content: ReactNode = children;
  if (content == null) {
    if (render) content = record ? render(record) : null;
    else if (field) content = createElement(field, { source });
    else if (record && source)
      content = (valueAt(record, source) as { toString(): string } | null)?.toString();
  }
  if (record && marks?.column === column)
    content = (
      <>
        {content}
        <RowMark id={record.id} />
      </>
    );
  return <td className={classes.join(' ').trim()}>{content}</td>;
}

/** The props ListCell draws; a column given any other (`sx`, `cellSx`, a TableCell prop) keeps react-admin's cell. */
const PLAIN_PROPS = new Set([
  'source',
  'label',
  'render',
  'field',
  'children',
  'align',
  'className',
  'cellClassName',
  'headerClassName',
  'disableSort',
  'sortByOrder',
]);

/**
 * react-admin's DataTable.Col with the same props, whose row cells in a ListTable are plain (ListCell); the header,
 * the footer and the column chooser are react-admin's own. Outside a ListTable, or with a prop ListCell does not
 * draw (`sx`, `cellSx`, `width`...), it is react-admin's column.
 */
export const ListColumn = genericMemo(function ListColumn<R extends RaRecord>(
  props: DataTableColumnProps<R>,
) {
  const context = useDataTableRenderContext();
  const hiddenColumns = useContext(HiddenColumnsContext);
  if (context === 'data' && hiddenColumns && Object.keys(props).every((key) => PLAIN_PROPS.has(key)))
    return <ListCell<R> {...props} hiddenColumns={hiddenColumns} />;
  return <DataTable.Col<R> {...props} />;
});
