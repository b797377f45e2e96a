import { useState } from 'react';
import {
  Alert,
  Card,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
// LinkBase goes through the spec router, which turns /partners/5/show into /partners/details/5.
import { LinkBase, Title, useCreatePath, useTranslate } from 'react-admin';
import { routeOf } from '../../providers/resourceRegistry';
import type { ChangeEntry } from '../../api/contract/history';
import { useFormat } from '../useFormat';
import { fieldLabelOf } from './useFieldLabel';
import { useLatestChanges } from './useRecordHistory';

function RecordLink({ entry }: { entry: ChangeEntry }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = routeOf(entry.resource);
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return (
    <Link component={LinkBase} to={createPath({ resource, id: entry.recordId, type: 'show' })}>
      {name} #{entry.recordId}
    </Link>
  );
}

/** /activity: the latest changes across the panel, newest first, paged by the backend. */
export default function ActivityPage() {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, error } = useLatestChanges(page + 1, perPage);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('history.activity')} />
      <Typography variant="body2" color="text.secondary" sx={{ p: 2, pb: 0 }}>
        {translate('history.activityHint')}
      </Typography>
      {isPending && <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>}
      {data && (
        <>
          <Table size="small" aria-label={translate('history.activity')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('history.when')}</TableCell>
                <TableCell>{translate('history.person')}</TableCell>
                <TableCell>{translate('history.record')}</TableCell>
                <TableCell>{translate('history.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</TableCell>
                  <TableCell>{entry.accountName}</TableCell>
                  <TableCell>
                    <RecordLink entry={entry} />
                  </TableCell>
                  <TableCell>
                    {translate(`history.actions.${entry.action}`, { _: entry.action })}:{' '}
                    {entry.changes
                      .map((change) => fieldLabelOf(translate, routeOf(entry.resource), change.field))
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.data.length === 0 && <Typography sx={{ p: 2 }}>{translate('history.empty')}</Typography>}
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          />
        </>
      )}
    </Card>
  );
}
