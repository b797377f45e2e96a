import { Suspense, lazy } from 'react';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { useFirstScreenShown } from './firstScreen';

const AppBarTools = lazy(() => import('./AppBarTools'));

/** Top bar: the screen's title, then its tools once the first screen's content is shown (src/layout/firstScreen.ts). */
export function AppBar() {
  const toolsReady = useFirstScreenShown();
  return (
    <RaAppBar userMenu={false} toolbar={<></>} alwaysOn>
      {/* A title, not a heading: each screen has its own h1 (lists a hidden one), so headings start at 1. */}
      <TitlePortal component="p" />
      {toolsReady && (
        <Suspense fallback={null}>
          <AppBarTools />
        </Suspense>
      )}
    </RaAppBar>
  );
}
