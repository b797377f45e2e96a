import type { ReactNode } from 'react';
import { visuallyHidden } from '@mui/utils';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { Identifier } from 'react-admin';

/** A column of a RowsTable: its header, what a row shows in it, and its alignment (figures and actions right). */
export interface RowsColumn<T> {
  label: string;
  /** a column of row buttons: its header is said by screen readers, not shown */
  hideLabel?: boolean;
  cell: (row: T) => ReactNode;
  align?: 'right';
  sx?: (row: T) => SxProps<Theme>;
}

/**
 * A small table of rows a screen already holds (a customer's cards, a points history, a partner's items): one
 * header row, one row per record. Lists paged by the server use PagedList instead. Wider than a phone, it scrolls
 * sideways inside its own region, which the keyboard can reach and scroll too.
 */
export function RowsTable<T extends { id: Identifier }>({
  label,
  rows,
  columns,
  rowProps,
}: {
  /** the table's accessible name */
  label: string;
  rows: readonly T[];
  columns: RowsColumn<T>[];
  rowProps?: (row: T) => Record<string, string>;
}) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.hideLabel ? (
                  <Box component="span" sx={visuallyHidden}>
                    {column.label}
                  </Box>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align} sx={column.sx?.(row)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
