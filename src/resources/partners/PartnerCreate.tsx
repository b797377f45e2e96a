import { Create } from 'react-admin';
import { PartnerForm } from './PartnerForm';

export default function PartnerCreate() {
  return (
    <Create redirect="show">
      <PartnerForm />
    </Create>
  );
}
