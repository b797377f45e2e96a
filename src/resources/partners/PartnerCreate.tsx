import { Create } from 'react-admin';
import { PartnerForm } from './form/PartnerForm';

export default function PartnerCreate() {
  return (
    <Create redirect="show">
      <PartnerForm />
    </Create>
  );
}
