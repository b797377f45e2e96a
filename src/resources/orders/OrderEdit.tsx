import { Alert } from '@mui/material';
import { Edit, ShowButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { isReadOnly } from '../../domain/orderStatus';
import { OrderForm } from './OrderForm';
import { useSaveFailure } from './useSaveFailure';
import type { Order } from '../../providers/records/order';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

function Body({ failed }: { failed: boolean }) {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  if (!record) return null;
  if (isReadOnly(record.status))
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('resources.orders.refusals.readOnly')}
      </Alert>
    );
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
    >
      <Body failed={failed} />
    </Edit>
  );
}
