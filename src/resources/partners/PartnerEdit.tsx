import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { PartnerForm } from './form/PartnerForm';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/** Pessimistic: a refused save (a taken e-mail, say) keeps everything entered. The password is never sent back. */
export default function PartnerEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      actions={<Actions />}
      transform={(data: Record<string, unknown>) => data}
    >
      <PartnerForm />
    </Edit>
  );
}
