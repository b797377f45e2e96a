import { Typography } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { viewersOf } from '../../providers/livePresence';
import { useSession } from '../../session/useSession';
import { useLive } from './useLive';

/**
 * On an order's, partner's or customer's screen: who else views the record ("Also viewing: Anna"), as the feed's
 * polls from this screen tell it (src/providers/liveState.ts); the user's own account in another tab is "you, in
 * another tab". A status, so a screen reader hears who came.
 */
export function Presence({ api, id }: { api: string; id: number }) {
  const translate = useTranslate();
  const selfId = useSession()?.id;
  const viewers = useLive(() => viewersOf(api, id));
  if (viewers.length === 0) return null;
  const names = viewers
    .map((viewer) => (viewer.byId === selfId ? translate('live.youInAnotherTab') : viewer.by))
    .join(', ');
  return (
    <Typography
      role="status"
      data-testid="presence"
      variant="body2"
      color="text.secondary"
      sx={{ mx: { xs: 1, sm: 2 }, mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <VisibilityOutlined fontSize="small" aria-hidden />
      {translate('live.alsoViewing', { names })}
    </Typography>
  );
}
