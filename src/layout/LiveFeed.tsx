import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { startLiveFeed } from '../providers/liveFeed';
import { isLockable } from '../domain/locks';
import {
  cachedVersion,
  recordLiveChanges,
  refreshForChanges,
  resetLiveState,
  setFollowing,
  setOpenList,
} from '../providers/liveState';
import { forgetBadges, restoreBadges, saveBadges } from '../providers/liveBadges';
import { liveTab, recordLivePresence, resetPresence } from '../providers/livePresence';
import { apiName, routeBases } from '../providers/resourceRegistry';
import { request } from '../providers/wire';
import { getSession } from '../session/store';
import { preloadLiveParts } from '../components/live/liveParts';

/** The list a path shows (`/orders`, `/orders/2`), or null on any other screen. */
export function listOfPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const base = routeBases().find((route) => path === `/${route}` || path.startsWith(`/${route}/`));
  if (!base) return null;
  const rest = path.slice(base.length + 1);
  return rest === '' || /^\/\d+$/.test(rest) ? base : null;
}

/** The record a path shows, details or form (`/orders/details/2`), if its resource tells who views it. */
export function viewedOfPath(pathname: string): { api: string; id: number } | null {
  const base = routeBases().find((route) => pathname.startsWith(`/${route}/`));
  const match = base && /^\/(?:details|edit)\/([1-9]\d*)(?:\/|$)/.exec(pathname.slice(base.length + 1));
  if (!base || !match) return null;
  const api = apiName(base);
  return isLockable(api) ? { api, id: Number(match[1]) } : null;
}

/**
 * Follows the changes feed while the layout is mounted (from after the first screen's content until logout):
 * each batch refreshes what shows the changed records and feeds the badges and notices, and each poll the lists'
 * lock marks and the record screens' viewers (src/providers/liveState.ts).
 */
export default function LiveFeed() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    // The lists' lock marks and the record screens' notices, fetched now that the first screen is shown.
    preloadLiveParts().catch(() => undefined);
    restoreBadges();
    const stop = startLiveFeed({
      // Each poll also says which record this tab shows (its presence) and hears the others' locks and viewers.
      async fetch(cursor) {
        const viewing = viewedOfPath(path.current);
        const answer = await request('admin/live/changes', {
          ...(cursor === undefined ? {} : { cursor }),
          tab: liveTab(),
          ...(viewing ? { viewing: viewing.api, viewingId: viewing.id } : {}),
        });
        setFollowing(true);
        recordLivePresence(answer.locks, answer.viewers, viewing);
        return answer;
      },
      onChanges(changes) {
        recordLiveChanges(changes, getSession()?.id, (change) => cachedVersion(queryClient, change));
        refreshForChanges(queryClient, changes);
        saveBadges();
      },
    });
    return () => {
      stop();
      resetPresence();
      resetLiveState();
      forgetBadges();
    };
  }, [queryClient]);
  // After the feed's effect, which reads the kept badges back before this one keeps them.
  useEffect(() => {
    path.current = pathname;
    setOpenList(listOfPath(pathname));
    saveBadges();
  }, [pathname]);
  return null;
}
