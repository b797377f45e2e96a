import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Stack } from '@mui/material';
import { EditBase, useNotify } from 'react-admin';
import { Form } from '../../../components/forms/Form';
import { SaveButton } from '../../../components/SaveButton';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import type { Customer } from '../../../providers/records/customer';
import { CustomerInputs, validateCustomer } from '../CustomerInputs';

/**
 * The customer's data, edited in place. Pessimistic: a refused save (a duplicate phone or e-mail) keeps what was
 * typed and shows the reason under the field. Delete is offered to those who may; the backend refuses a customer
 * with orders and says why.
 */
export default function DataTab({ record: customer }: ProfileTabProps<Customer>) {
  const notify = useNotify();
  return (
    <EditBase<Customer>
      resource="customers"
      id={customer.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('resources.customers.saved', { type: 'success' }) }}
    >
      <Form validate={validateCustomer}>
        <CustomerInputs />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
          <SaveButton />
          <ConfirmDeleteButton redirect="list" />
        </Stack>
      </Form>
    </EditBase>
  );
}
