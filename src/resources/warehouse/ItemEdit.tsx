import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ItemForm } from './ItemForm';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

/** Pessimistic: a refused save (a taken SKU) keeps the form as the user left it. */
export default function ItemEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" actions={<Actions />}>
      <ItemForm />
    </Edit>
  );
}
