import type { ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUnreadConversations } from './useInbox';

/** The Messages entry's icon with the number of conversations waiting to be read (from the backend). */
export function UnreadBadge({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { data } = useUnreadConversations();
  const count = data?.conversations ?? 0;
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      data-testid="unread-badge"
      aria-label={count ? translate('chat.unreadBadge', { smart_count: count }) : undefined}
    >
      {children}
    </Badge>
  );
}
