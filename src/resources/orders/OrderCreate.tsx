import { Create, useNotify, useRedirect } from 'react-admin';
import { OrderForm } from './OrderForm';
import { useSession } from '../../session/useSession';
import { newOrderDefaults, toPayload } from './formValues';
import { useSaveFailure } from './useSaveFailure';

export default function OrderCreate() {
  const { failed, mutationOptions } = useSaveFailure();
  const notify = useNotify();
  const redirect = useRedirect();
  const session = useSession();
  return (
    <Create
      component="div"
      title="resources.orders.flow.newOrder"
      transform={toPayload}
      mutationOptions={{
        ...mutationOptions,
        onSuccess: (data: { id: number }) => {
          notify('resources.orders.messages.saved', { type: 'success' });
          redirect('show', 'orders', data.id);
        },
      }}
    >
      <OrderForm failed={failed} defaultValues={newOrderDefaults(session)} />
    </Create>
  );
}
