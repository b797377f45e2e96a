import { Create } from 'react-admin';
import { ItemForm } from './ItemForm';

export default function ItemCreate() {
  return (
    <Create redirect="show">
      <ItemForm />
    </Create>
  );
}
