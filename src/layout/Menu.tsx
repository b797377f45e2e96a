import { Suspense, lazy } from 'react';
import { Box } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { useFirstScreenShown } from './firstScreen';
import { sidebarWidth } from './sidebarWidth';

const MenuContent = lazy(() => import('./MenuContent'));

/**
 * The sidebar: its entries follow the first screen's content (src/layout/firstScreen.ts); its width is kept
 * meanwhile, so the screen does not move when they come.
 */
export function Menu() {
  const [open] = useSidebarState();
  const placeholder = <Box sx={{ width: sidebarWidth(open) }} />;
  if (!useFirstScreenShown()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MenuContent />
    </Suspense>
  );
}
