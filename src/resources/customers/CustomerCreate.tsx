import { Create } from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { FormToolbar } from '../../components/FormToolbar';
import { CustomerInputs, validateCustomer } from './CustomerInputs';

/**
 * /customers/add. A refused save (a phone or e-mail another customer has) keeps the form and shows the reason
 * under the field: react-admin maps the backend's field errors in its pessimistic create.
 */
export default function CustomerCreate() {
  return (
    <Create redirect="show">
      <SimpleForm validate={validateCustomer} toolbar={<FormToolbar />}>
        <CustomerInputs />
      </SimpleForm>
    </Create>
  );
}
