import { Toolbar } from 'react-admin';
import { SaveButton } from './SaveButton';

/**
 * Save stays enabled on a pristine form, so pressing it always answers with the field messages. The drafts, the
 * leave-page warning and the first error focused are every form's own (src/components/forms/Form.tsx).
 */
export function FormToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
