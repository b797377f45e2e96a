import { Create } from 'react-admin';
import { CertificateForm } from './CertificateForm';

export default function CertificateCreate() {
  return (
    <Create redirect="show">
      <CertificateForm />
    </Create>
  );
}
