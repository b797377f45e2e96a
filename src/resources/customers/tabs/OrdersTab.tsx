import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Alert, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, ListContextProvider, useGetList, useList, useTranslate } from 'react-admin';
import { MoneyField } from '../../../components/MoneyField';
import { PAGE_SIZE } from '../../../domain/paging';
import { PAYMENT_STATUS } from '../../../domain/statuses';
import type { Customer } from '../../../providers/records/customer';
import type { Order } from '../../../providers/records/order';
import { DateTimeCell, OrderStatusChip, PaymentChip } from '../../orders/fields';
import { Empty } from './Empty';

const Column = DataTable.Col<Order>;

/** The customer's orders at /customers/details/{id}/orders/{page}, paged by the server, newest first. */
export default function OrdersTab({ record: customer, rest }: ProfileTabProps<Customer>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const page = /^[1-9]\d*$/.test(rest) ? Number(rest) : 1;
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Order>('orders', {
    filter: { customerId: customer.id },
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: 'date', order: 'DESC' },
  });
  const list = useList({ data, isPending, perPage: PAGE_SIZE });
  if (error) return <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  if (!total) return <Empty>resources.customers.orders.empty</Empty>;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <ListContextProvider
      value={{ ...list, data, total, page, perPage: PAGE_SIZE, resource: 'orders' } as typeof list}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="customer-orders-total">
        {translate('resources.customers.orders.total', { smart_count: total })}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={(id) => `/orders/details/${id}`}>
        <Column
          source="id"
          label="resources.orders.fields.id"
          disableSort
          render={(row) => <Link to={`/orders/details/${row.id}`}>#{row.id}</Link>}
        />
        <Column
          source="date"
          label="resources.orders.fields.date"
          disableSort
          render={(row) => <DateTimeCell record={row} />}
        />
        <Column
          source="status"
          label="resources.orders.fields.status"
          disableSort
          render={(row) => <OrderStatusChip status={row.status} />}
        />
        <Column
          source="paymentStatus"
          label="resources.orders.fields.paymentStatus"
          disableSort
          render={(row) => <PaymentChip paid={row.paymentStatus === PAYMENT_STATUS.paid} />}
        />
        <Column source="addressText" label="resources.orders.fields.address" disableSort />
        <Column source="price" label="resources.orders.fields.price" disableSort field={MoneyField} />
      </DataTable>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) =>
            void navigate(`/customers/details/${customer.id}/orders${next > 1 ? `/${next}` : ''}`)
          }
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? translate('ra.navigation.page_number', { _: `Page ${item}`, page: item })
              : translate(`ra.navigation.${type}`, { _: type })
          }
        />
      </Stack>
    </ListContextProvider>
  );
}
