import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CertificateForm } from './CertificateForm';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

/** Pessimistic: a refused save keeps the form as the user left it. */
export default function CertificateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" actions={<Actions />}>
      <CertificateForm />
    </Edit>
  );
}
