import { Create } from 'react-admin';
import { MovementForm } from './MovementForm';

/** Back to the list after saving; a refusal (stock would go negative) stays in the form under the quantity. */
export default function MovementCreate() {
  return (
    <Create redirect="list">
      <MovementForm />
    </Create>
  );
}
