import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Alert, Pagination as MuiPagination, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import { DateText } from '../../../components/FormatFields';
import { MoneyField } from '../../../components/MoneyField';
import { PAGE_SIZE } from '../../../domain/paging';
import type { Partner } from '../../../providers/records/partner';
import type { PartnerOrderLine as OrderLine } from '../../../api/contract/partners';
import { usePartnerOrders } from '../usePartnerApi';
import { Empty } from './common';

const Column = DataTable.Col<OrderLine>;
const o = (key: string) => `resources.partners.orders.${key}`;

/** The partner's orders at /partners/details/{id}/orders/{page}, paged by the server, newest first. */
export default function OrdersTab({ record: partner, rest }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const page = /^[1-9]\d*$/.test(rest) ? Number(rest) : 1;
  const { data, error, isPending } = usePartnerOrders(partner.id, page, PAGE_SIZE);
  const rows = data?.data ?? [];
  const list = useList({ data: rows, isPending, perPage: PAGE_SIZE });
  if (error) return <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  const total = data.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (!total) return <Empty>resources.partners.orders.empty</Empty>;
  return (
    <ListContextProvider
      value={
        {
          ...list,
          data: rows,
          isPending: false,
          resource: 'orders',
          total,
          page,
          perPage: PAGE_SIZE,
        } as typeof list
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="partner-orders-total">
        {translate(o('total'), { smart_count: total })}
      </Typography>
      <DataTable
        bulkActionButtons={false}
        rowClick={(id) => `/orders/details/${id}`}
        sort={{ field: 'date', order: 'DESC' }}
      >
        <Column
          source="id"
          label={o('id')}
          disableSort
          render={(row) => <Link to={`/orders/details/${row.id}`}>#{row.id}</Link>}
        />
        <Column source="date" label={o('date')} disableSort field={DateText} />
        <Column
          source="status"
          label={o('status')}
          disableSort
          render={(row) => translate(`resources.partners.orderStatuses.${row.status}`)}
        />
        <Column source="price" label={o('price')} disableSort field={MoneyField} />
        <Column
          source="rate"
          label={o('rate')}
          disableSort
          render={(row) => (row.rate ? `${row.rate} / 5` : '—')}
        />
      </DataTable>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <MuiPagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) =>
            void navigate(`/partners/details/${partner.id}/orders${next > 1 ? `/${next}` : ''}`)
          }
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? translate('ra.navigation.page_number', { _: `Page ${item}`, page: item })
              : translate(
                  `ra.navigation.${type === 'next' ? 'next' : type === 'previous' ? 'previous' : type}`,
                  { _: type },
                )
          }
        />
      </Stack>
    </ListContextProvider>
  );
}
