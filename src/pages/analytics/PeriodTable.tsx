import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { PeriodRow } from '../../domain/analyticsPeriods';
import { PAGE_SIZE } from '../../domain/paging';
import { useFigureFormat } from './format';
import { LoadProblem } from '../dashboard/Widget';
import type { AnalyticsParams, ParamsChange } from './useAnalyticsParams';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

type Column = { key: keyof PeriodRow; numeric: boolean };
const COLUMNS: Column[] = [
  { key: 'period', numeric: false },
  { key: 'orders', numeric: true },
  { key: 'completed', numeric: true },
  { key: 'cancelled', numeric: true },
  { key: 'cancellationRate', numeric: true },
  { key: 'revenue', numeric: true },
  { key: 'fullRevenue', numeric: true },
  { key: 'averageRating', numeric: true },
  { key: 'promocodeOrders', numeric: true },
];

/** The same figures per day, week or month, a page of them at a time (the page is the URL's /analytics/{page}). */
export function PeriodTable({ params, go }: { params: AnalyticsParams; go: (change: ParamsChange) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const format = useFigureFormat();
  const { range, unit, page } = params;
  const { data, error } = useQuery({
    queryKey: ['analytics', 'table', range, unit, page],
    queryFn: () => dataProvider.analyticsTable({ ...range, unit, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const cell = (row: PeriodRow, key: keyof PeriodRow) => {
    if (key === 'revenue' || key === 'fullRevenue') return format.money(row[key]);
    if (key === 'cancellationRate') return format.percent(row.cancellationRate);
    if (key === 'averageRating') return format.rating(row.averageRating);
    if (key === 'period') return format.period(row);
    return format.count(row[key] as number);
  };
  if (error) return <LoadProblem />;
  return (
    <Card component="section" aria-labelledby="analytics-table">
      <Typography
        id="analytics-table"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, px: 2, pt: 2 }}
      >
        {translate('analytics.table')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                  {translate(`analytics.columns.${column.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((row) => (
              <TableRow key={row.period} hover>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {cell(row, column.key)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={data ? Math.min(page - 1, Math.max(0, Math.ceil(data.total / PAGE_SIZE) - 1)) : 0}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => go({ page: next + 1 })}
      />
    </Card>
  );
}
