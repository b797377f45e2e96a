import { Skeleton } from '@mui/material';
import { Edit, ShowButton, TopToolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { isReadOnly } from '../../domain/orderStatus';
import { ClosedOrderForm } from './ClosedOrderForm';
import { OrderForm } from './OrderForm';
import { toPayload } from './formValues';
import { useSaveFailure } from './useSaveFailure';
import type { Order } from '../../providers/records/order';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

function Body({ failed }: { failed: boolean }) {
  const record = useRecordContext<Order>();
  // While the order loads, a placeholder of the form's first screen rather than a blank page.
  if (!record) return <Skeleton variant="rectangular" height={600} aria-hidden="true" />;
  if (isReadOnly(record.status)) return <ClosedOrderForm order={record} failed={failed} />;
  return <OrderForm failed={failed} saveLabel="resources.orders.actions.update" />;
}

/** Pessimistic: a refused save keeps the form exactly as the user left it, with the spec's warning. */
export default function OrderEdit() {
  const { failed, mutationOptions } = useSaveFailure();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      component="div"
      mutationMode="pessimistic"
      actions={<Actions />}
      // Our onSuccess replaces react-admin's, so it says so and goes to the details itself.
      mutationOptions={{
        ...mutationOptions,
        onSuccess: (data: { id: number }) => {
          mutationOptions.onSuccess();
          notify('resources.orders.messages.saved', { type: 'success' });
          redirect('show', 'orders', data.id);
        },
      }}
      transform={toPayload}
    >
      <Body failed={failed} />
    </Edit>
  );
}
