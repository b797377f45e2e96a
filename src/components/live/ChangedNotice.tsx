import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, type Identifier } from 'react-admin';
import { formatTime } from '../../domain/format';
import { latestChangeOf } from '../../providers/liveState';
import { apiName } from '../../providers/resourceRegistry';
import { useLive } from './useLive';

/** A change told this long ago still reads 'just now'; later it names its time. */
export const JUST_NOW_MS = 60_000;

/**
 * On a record's screen: when the feed tells of a version newer than the one this tab had (another person, or this
 * person in another tab), says who changed it, and refreshes the record unless the user is editing it (the form keeps what
 * was typed; a save then meets the version conflict dialog).
 */
export function ChangedNotice({
  resource,
  id,
  editing = false,
}: {
  resource: string;
  id: Identifier;
  editing?: boolean;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [mountedAt] = useState(() => Date.now());
  const told = useLive(() => latestChangeOf(apiName(resource), Number(id)));
  // A change this tab already showed (its own save), or told before the screen opened, is no news here.
  const shown = told?.news && told.toldAt >= mountedAt ? told : undefined;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (shown && !editing) void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] });
  }, [shown, editing, queryClient, resource]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [shown]);

  if (!shown) return null;
  const { change: seen, toldAt } = shown;
  const name = seen.by;
  const when = new Date(toldAt);
  const message =
    seen.kind === 'deleted'
      ? translate('live.deletedBy', { name })
      : editing
        ? translate('live.changedWhileEditing', { name })
        : now - toldAt < JUST_NOW_MS
          ? translate('live.changedBy', { name })
          : translate('live.changedByAt', { name, time: formatTime(when.getHours(), when.getMinutes()) });
  return (
    <Alert severity="info" role="status" data-testid="changed-notice" sx={{ mx: { xs: 1, sm: 2 }, mt: 1 }}>
      {message}
    </Alert>
  );
}
