import { Alert, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { OrderForm } from './OrderForm';
import { useSession } from '../../session/useSession';
import { newOrderDefaults, toPayload } from './formValues';
import { useSaveFailure } from './useSaveFailure';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** /orders/copy/{id}: a new order prefilled from the source (admin/orders/copy), date and time cleared; saved only on Save. */
export default function OrderCopy() {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { failed, mutationOptions } = useSaveFailure();
  const session = useSession();
  const { data, error } = useQuery({
    queryKey: ['orders', 'copy', id],
    queryFn: () => dataProvider.copyOrder({ id: Number(id) }),
  });
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (!data) return <Skeleton variant="rectangular" height={400} sx={{ m: 2 }} />;
  return (
    <Create
      component="div"
      resource="orders"
      title={translate('resources.orders.messages.copyOf', { id })}
      transform={toPayload}
      mutationOptions={{
        ...mutationOptions,
        onSuccess: (created: { id: number }) => {
          notify('resources.orders.messages.saved', { type: 'success' });
          redirect('show', 'orders', created.id);
        },
      }}
    >
      <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
        {translate('resources.orders.messages.copyOf', { id })}
      </Alert>
      <OrderForm failed={failed} defaultValues={{ ...newOrderDefaults(session), ...data }} />
    </Create>
  );
}
