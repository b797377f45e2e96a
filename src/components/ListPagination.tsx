import type { TablePaginationProps } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { useFormat } from './useFormat';

/**
 * react-admin's pagination with its numbers in the language's grouping ('1-25 of 7,580', '1-25 z 7 580'):
 * its own label prints the raw total, next to tab counts that are grouped.
 */
export function ListPagination() {
  const translate = useTranslate();
  const format = useFormat();
  const { hasNextPage } = useListContext();
  const labelDisplayedRows: TablePaginationProps['labelDisplayedRows'] = ({ from, to, count }) =>
    count === -1 && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', {
          offsetBegin: format.count(from),
          offsetEnd: format.count(to),
        })
      : translate('ra.navigation.page_range_info', {
          offsetBegin: format.count(from),
          offsetEnd: format.count(to),
          total: format.count(count === -1 ? to : count),
        });
  // PaginationProps leaves the label out of its type, but passes the rest of its props on to MUI's TablePagination.
  const label = { labelDisplayedRows } as PaginationProps;
  return <Pagination {...label} />;
}
