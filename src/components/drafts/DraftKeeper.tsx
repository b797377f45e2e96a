import { useEffect, useEffectEvent, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { useFormat } from '../useFormat';
import { draftKey, readDraft, removeDraft, writeDraft, type Draft } from './draftStore';
import { DraftAlert } from './DraftAlert';
import { LoggedOutDraft } from './LoggedOutDraft';

const SAVE_DELAY_MS = 500;

/**
 * Inside every form (src/components/forms/Form.tsx): keeps its unsaved values as a local draft while it is
 * changed (and at once when the page is hidden), forgets it once the form is saved, and offers it back when the
 * same screen opens again. A screen holding a second form (a dialog's) names it, so each keeps its own draft.
 */
export function DraftKeeper({ name }: { name?: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const { pathname } = useLocation();
  const userId = useSession()?.id;
  const { watch, reset, getValues } = useFormContext();
  const key = userId == null ? null : draftKey(userId, name ? `${pathname}#${name}` : pathname);
  // The values of a save the session ended under are brought back by LoggedOutDraft: not offered twice.
  const [offered, setOffered] = useState<Draft | null>(() =>
    key && !readDraft(key, new Date(), sessionStorage) ? readDraft(key) : null,
  );
  // Inputs that fill themselves on mount (references, prices) change values too: only the user's changes count.
  // Read through its own subscription: the form's formState read here would re-render the whole form (every
  // input) each time the form turns dirty or pristine, as a quantity back to 0 or a first change does.
  const { isSubmitSuccessful, isDirty } = useFormState();
  // Read by the effect's timer, listener and clean-up: the form's state as last rendered.
  const formStatus = useEffectEvent(() => ({ saved: isSubmitSuccessful, touched: isDirty }));

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirty = false;
    const keep = () => {
      const { saved, touched } = formStatus();
      if (dirty && touched && !saved) writeDraft(key, getValues());
    };
    const subscription = watch(() => {
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(keep, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', keep);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', keep);
      clearTimeout(timer);
      // Leaving after a successful save: nothing to keep. Leaving otherwise (a link, a logout): keep it.
      if (formStatus().saved) removeDraft(key);
      else keep();
    };
  }, [key, watch, getValues]);

  if (!offered || !key) return <LoggedOutDraft />;
  return (
    <>
      <LoggedOutDraft />
      <DraftAlert
        severity="info"
        testId="draft-offer"
        actions={[
          {
            label: 'drafts.restore',
            onClick: () => {
              reset(offered.values, { keepDefaultValues: true });
              setOffered(null);
            },
          },
          {
            label: 'drafts.discard',
            onClick: () => {
              removeDraft(key);
              setOffered(null);
            },
          },
        ]}
      >
        {translate('drafts.found', { when: format.dateTime(offered.savedAt) })}
      </DraftAlert>
    </>
  );
}
