import { Toolbar } from 'react-admin';
import { SaveButton } from './SaveButton';
import { LoggedOutDraft } from './drafts/LoggedOutDraft';

/**
 * Save stays enabled on a pristine form, so pressing it always answers with the field messages. Every form with
 * this toolbar keeps its values when the session ends during a save (LoggedOutDraft, shown above the button).
 */
export function FormToolbar() {
  return (
    <>
      <LoggedOutDraft />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </>
  );
}
