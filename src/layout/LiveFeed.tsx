import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { startLiveFeed } from '../providers/liveFeed';
import {
  cachedVersion,
  recordLiveChanges,
  refreshForChanges,
  resetLiveState,
  setFollowing,
  setOpenList,
} from '../providers/liveState';
import { routeBases } from '../providers/resourceRegistry';
import { request } from '../providers/wire';
import { getSession } from '../session/store';

/** The list a path shows (`/orders`, `/orders/2`), or null on any other screen. */
export function listOfPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const base = routeBases().find((route) => path === `/${route}` || path.startsWith(`/${route}/`));
  if (!base) return null;
  const rest = path.slice(base.length + 1);
  return rest === '' || /^\/\d+$/.test(rest) ? base : null;
}

/**
 * Follows the changes feed while the layout is mounted (from after the first screen's content until logout):
 * each batch refreshes what shows the changed records and feeds the badges and notices (src/providers/liveState.ts).
 */
export default function LiveFeed() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => setOpenList(listOfPath(pathname)), [pathname]);
  useEffect(() => {
    // The record screens' notices (lazy in RecordGuard), fetched now that the first screen is shown.
    void import('../components/live/ChangedNotice');
    void import('../components/live/EditLock');
    const stop = startLiveFeed({
      async fetch(cursor) {
        const answer = await request('admin/live/changes', cursor === undefined ? {} : { cursor });
        setFollowing(true);
        return answer;
      },
      onChanges(changes) {
        recordLiveChanges(changes, getSession()?.id, (change) => cachedVersion(queryClient, change));
        refreshForChanges(queryClient, changes);
      },
    });
    return () => {
      stop();
      resetLiveState();
    };
  }, [queryClient]);
  return null;
}
