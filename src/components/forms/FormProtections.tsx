import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { DraftKeeper } from '../drafts/DraftKeeper';
import { focusFirstError } from './focusFirstError';

/** After an invalid submit, the first field with an error is brought into view and focused. */
function FirstErrorFocus() {
  const anchor = useRef<HTMLSpanElement>(null);
  const { submitCount, errors } = useFormState();
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!submitCount || !invalid) return;
    // After the inputs have rendered their error state (aria-invalid, Mui-error).
    const frame = setTimeout(() => {
      const form = anchor.current?.closest('form');
      if (form) focusFirstError(form);
    });
    return () => clearTimeout(frame);
  }, [submitCount, invalid]);
  return <span ref={anchor} hidden />;
}

/**
 * What every form has (src/components/forms/Form.tsx mounts it in each): its unsaved values kept as a draft and
 * offered back (DraftKeeper, with the values of a save the session ended under), and the first error focused
 * after an invalid save. The leave-page warning is react-admin's `warnWhenUnsavedChanges`, on in every form.
 */
export function FormProtections({ draftName }: { draftName?: string }) {
  return (
    <>
      <DraftKeeper name={draftName} />
      <FirstErrorFocus />
    </>
  );
}
