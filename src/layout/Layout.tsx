import { Suspense, createContext, lazy, memo, useContext, useEffect, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { USE_MOCK } from '../api/config';
import { ErrorPanel } from '../components/ErrorPanel';
import { conflicts } from '../providers/conflicts';
import { AppBar } from './AppBar';
import { usePrefetchOnIntent } from '../routing/prefetch';
import { useFirstScreenShown } from './firstScreen';
import { KeyboardLayer } from './keyboard/KeyboardLayer';
import { Menu } from './Menu';

// What the first screen does not draw loads after its content (the first order row's budget, issue 15): the
// conflict dialog and the storage alert show only on a fault. The keyboard layer (3 kB) is part of the first
// screen, so its keys work from the first row on.
const ConflictDialog = lazy(() =>
  import('../components/ConflictDialog').then((m) => ({ default: m.ConflictDialog })),
);
// The changes feed starts once the first screen's content is shown, from a chunk of its own.
const LiveFeed = lazy(() => import('./LiveFeed'));
const DemoStorageAlert = lazy(() =>
  import('../components/DemoStorageAlert').then((m) => ({ default: m.DemoStorageAlert })),
);

const LayoutError = ({ error }: { error?: Error }) => <ErrorPanel error={error} />;

/** What the layout's chrome shows below the app bar and beside the menu: the route's screen (see `Layout`). */
const PageContext = createContext<ReactNode>(null);

function Page() {
  return useContext(PageContext);
}

/** What the layout shows once the first screen's content is in (src/layout/firstScreen.tsx). */
function AfterFirstScreen() {
  // A save refused as stale before the conflict dialog's code is in waits for the dialog.
  useEffect(() => conflicts.expectAsker(), []);
  if (!useFirstScreenShown()) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog />
      <LiveFeed />
      {USE_MOCK && <DemoStorageAlert />}
    </Suspense>
  );
}

/**
 * react-admin's layout with the app's top bar and menu. It takes no props, so it is drawn once: a move to another
 * screen (react-admin's routes follow the location, and give the layout a new screen each time) redraws the screen
 * (`Page`, through `PageContext`), not the top bar, the sidebar and react-admin's frame around them.
 */
const Chrome = memo(function Chrome() {
  return (
    <RaLayout appBar={AppBar} menu={Menu} error={LayoutError}>
      <KeyboardLayer />
      <AfterFirstScreen />
      <Page />
    </RaLayout>
  );
});

export function Layout({ children }: { children: ReactNode }) {
  usePrefetchOnIntent();
  return (
    <PageContext.Provider value={children}>
      <Chrome />
    </PageContext.Provider>
  );
}
