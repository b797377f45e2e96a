import { useEffect, useEffectEvent, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { forgetReturnScreen, keepReturnScreen, onSessionEnding } from '../../session/afterLogout';
import { useSession } from '../../session/useSession';
import { DraftAlert } from './DraftAlert';
import { draftKey, readDraft, removeDraft, writeDraft } from './draftStore';

/** One keeper per screen: a form that has both FormToolbar and DraftKeeper mounts this twice. */
const claimed = new Set<string>();

/**
 * Inside a form (FormToolbar and DraftKeeper mount it): when the session ends under the user (an answer with
 * `logout: true`, a save among them), keeps the form's values in this tab's sessionStorage and the screen to come
 * back to; after the same user logs in again, the form opens with them and says so, with a way to discard them.
 */
export function LoggedOutDraft() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const userId = useSession()?.id;
  const { getValues, reset } = useFormContext();
  const key = userId == null ? null : draftKey(userId, pathname);
  const [restored, setRestored] = useState(false);
  // Its own subscription, as in DraftKeeper: the form's formState read here would re-render every input.
  const { isDirty, isSubmitSuccessful: saved } = useFormState();
  // Read when the session ends: whether the form has changes as last rendered.
  const changed = useEffectEvent(() => isDirty);

  useEffect(() => {
    // The first keeper of the screen to mount claims it; another one stays idle.
    if (!key || userId == null || claimed.has(key)) return;
    claimed.add(key);
    // After the form's own reset to its record, which runs after its children's effects on mount.
    const timer = setTimeout(() => {
      const kept = readDraft(key, new Date(), sessionStorage);
      if (!kept) return;
      reset(kept.values, { keepDefaultValues: true });
      setRestored(true);
      forgetReturnScreen();
    });
    const stop = onSessionEnding(() => {
      if (!changed()) return;
      writeDraft(key, getValues(), new Date(), sessionStorage);
      keepReturnScreen(userId, pathname);
    });
    return () => {
      clearTimeout(timer);
      stop();
      claimed.delete(key);
    };
  }, [key, userId, pathname, reset, getValues]);

  useEffect(() => {
    if (saved && key) removeDraft(key, sessionStorage);
  }, [saved, key]);

  if (!restored || !key || saved) return null;
  return (
    <DraftAlert
      severity="warning"
      testId="logged-out-draft"
      actions={[
        {
          label: 'safety.loggedOutDraftDiscard',
          onClick: () => {
            removeDraft(key, sessionStorage);
            reset();
            setRestored(false);
          },
        },
      ]}
    >
      {translate('safety.loggedOutDraft')}
    </DraftAlert>
  );
}
