import { Create } from 'react-admin';
import { PromocodeForm } from './PromocodeForm';

export default function PromocodeCreate() {
  return (
    <Create redirect="list">
      <PromocodeForm />
    </Create>
  );
}
