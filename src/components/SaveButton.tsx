import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The Save of every form (eslint.config.js allows react-admin's own only here). Enabled on a pristine form, so
 * pressing it always answers with the field messages, but disabled from the click until the save has answered:
 * react-admin's `alwaysEnable` keeps its button enabled while submitting, and a second click on a slow answer
 * saved twice (issue 29: two orders from one copy, a customer's own second click refused as a conflict).
 * Adds carry an idempotency key besides (src/providers/idempotency.ts, docs/decisions-safety.md "Saving once").
 */
export function SaveButton(props: Omit<SaveButtonProps, 'alwaysEnable'>) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  const busy = isSubmitting || saving || !!props.disabled;
  return <RaSaveButton {...props} alwaysEnable={!busy} disabled={busy} />;
}
