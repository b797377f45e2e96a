import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LockState } from '../../api/contract/live';
import { formatTime } from '../../domain/format';
import { LOCK_RENEW_MS } from '../../domain/locks';
import { liveTab } from '../../providers/livePresence';
import { request } from '../../providers/wire';

/** While a colleague holds the lock, the form asks this often whether it is free again (or idle). */
export const LOCK_WATCH_MS = 5000;

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return formatTime(date.getHours(), date.getMinutes());
};

/**
 * An order's, partner's or customer's form under its editing lock (issue 31): it takes the lock as it opens, renews
 * it while open (telling whether the user typed), and releases it on leaving (a save leaves the form; logout
 * releases every lock on the server). Held by a colleague: who and since when, the form read-only, and a take-over
 * once their lock is idle. The backend refuses a save without the lock either way.
 */
export function EditLock({
  api,
  resource,
  id,
  children,
}: {
  /** the API resource the lock is taken on */
  api: string;
  /** the route, whose singular name the message uses */
  resource: string;
  id: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [lock, setLock] = useState<LockState | null>(null);
  const typed = useRef(false);
  const askTakeOver = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markTyped = () => {
      typed.current = true;
    };
    async function renew(takeOver = false) {
      clearTimeout(timer);
      let mine = true;
      try {
        const active = typed.current;
        typed.current = false;
        const answer = await request('admin/live/lock', {
          resource: api,
          id,
          tab: liveTab(),
          ...(active ? { active: true } : {}),
          ...(takeOver ? { takeOver: true } : {}),
        });
        mine = answer.mine;
        if (!stopped) setLock(answer);
      } catch {
        // No answer: the form stays as it is; the save's own check still holds.
      }
      if (!stopped) timer = setTimeout(() => void renew(), mine ? LOCK_RENEW_MS : LOCK_WATCH_MS);
    }
    askTakeOver.current = () => void renew(true);
    document.addEventListener('input', markTyped, true);
    void renew();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('input', markTyped, true);
      void request('admin/live/unlock', { resource: api, id, tab: liveTab() }).catch(() => undefined);
    };
  }, [api, id]);

  const locked = lock !== null && !lock.mine;
  return (
    <>
      {locked && (
        <Alert
          severity="warning"
          role="status"
          data-testid="edit-lock"
          sx={{ mx: { xs: 1, sm: 2 }, mt: 1 }}
          action={
            lock.idle ? (
              <Button color="inherit" size="small" onClick={() => askTakeOver.current()}>
                {translate('live.takeOver')}
              </Button>
            ) : undefined
          }
        >
          {translate('live.lockedBy', {
            name: lock.by,
            record: translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase(),
            time: timeOf(lock.since),
          })}{' '}
          {lock.idle
            ? translate('live.lockedIdle', { name: lock.by, time: timeOf(lock.activeAt) })
            : translate('live.readOnly')}
        </Alert>
      )}
      {/* A disabled fieldset disables every control of the form, its Save included, and keeps their values; grey says so. */}
      <fieldset
        disabled={locked}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0, filter: locked ? 'grayscale(1)' : undefined }}
      >
        {children}
      </fieldset>
    </>
  );
}
