import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { PromocodeForm } from './PromocodeForm';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

/** Pessimistic: a refused save keeps the form exactly as the user left it. */
export default function PromocodeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" actions={<Actions />}>
      <PromocodeForm />
    </Edit>
  );
}
