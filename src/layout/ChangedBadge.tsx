import type { ReactNode } from 'react';
import { Badge } from '@mui/material';
import { changedCountOf } from '../providers/liveState';
import { useLive } from '../components/live/useLive';

/**
 * A list's sidebar icon with the number of its records others changed since the user last had it open (the live
 * feed's count, src/providers/liveState.ts). The figure is hidden from screen readers: the entry's label says it.
 */
export function ChangedBadge({ route, children }: { route: string; children: ReactNode }) {
  const count = useLive(() => changedCountOf(route));
  return (
    <Badge
      badgeContent={count}
      color="primary"
      max={99}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-testid={`changed-badge-${route}`}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}

/** The label's words for the badge, read by screen readers only. */
export const useChangedCount = (route: string) => useLive(() => changedCountOf(route));
