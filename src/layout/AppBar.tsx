import { Suspense, lazy } from 'react';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { useFirstScreenShown } from './firstScreen';

const AppBarTools = lazy(() => import('./AppBarTools'));

/** Top bar: the screen's title, then its tools once the first screen's content is shown (src/layout/firstScreen.ts). */
export function AppBar() {
  const toolsReady = useFirstScreenShown();
  return (
    <RaAppBar userMenu={false} toolbar={<></>} alwaysOn>
      {/* The screen's title is its level-one heading, on every screen; a screen's own headings start at 2. */}
      <TitlePortal component="h1" />
      {toolsReady && (
        <Suspense fallback={null}>
          <AppBarTools />
        </Suspense>
      )}
    </RaAppBar>
  );
}
