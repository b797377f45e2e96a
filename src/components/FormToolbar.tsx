import { SaveButton, Toolbar } from 'react-admin';

/** Save stays enabled on a pristine form, so pressing it always answers with the field messages. */
export function FormToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
