import { Edit, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
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
  if (!record) return null;
  if (isReadOnly(record.status)) return <ClosedOrderForm order={record} failed={failed} />;
  return <OrderForm failed={failed} saveLabel="resources.orders.actions.update" />;
}

/** Pessimistic: a refused save keeps the form exactly as the user left it, with the spec's warning. */
export default function OrderEdit() {
  const { failed, mutationOptions } = useSaveFailure();
  return (
    <Edit
      component="div"
      mutationMode="pessimistic"
      redirect="show"
      actions={<Actions />}
      mutationOptions={mutationOptions}
      transform={toPayload}
    >
      <Body failed={failed} />
    </Edit>
  );
}
