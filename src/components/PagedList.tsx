import { List, type ListProps, type RaRecord } from 'react-admin';
import { PAGE_SIZE } from '../domain/paging';
import { ListActions } from './ListActions';
import { ListPagination } from './ListPagination';

/**
 * react-admin's List as every list screen of the admin uses it: a page of PAGE_SIZE rows read from the server, the
 * pagination in the language's grouping, the toolbar of ListActions, and no exporter of react-admin's (lists export
 * the server's CSV through ExportCsvButton). A screen's own props override these.
 */
export function PagedList<RecordType extends RaRecord = RaRecord>(props: ListProps<RecordType>) {
  return (
    <List<RecordType>
      perPage={PAGE_SIZE}
      pagination={<ListPagination />}
      actions={<ListActions />}
      exporter={false}
      {...props}
    />
  );
}
