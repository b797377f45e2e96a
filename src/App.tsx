import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter, useRouteError } from 'react-router-dom';
import { ErrorPanel } from './components/ErrorPanel';
import { PageNotFound } from './components/NotFound';
import { FormatProvider } from './components/useFormat';
import { FirstScreenProvider } from './layout/firstScreen';
import { Layout } from './layout/Layout';
import { ResourceDefinitions } from './layout/ResourceDefinitions';
import { appStore } from './layout/preferencesStore';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { PAGES } from './pages/declared';
import { RESOURCES } from './resources/declared';
import { lazyScreen } from './routing/lazyScreen';
import { openScreen, prefetchOnMove, type Opening } from './routing/prefetch';
import { specRouterProvider } from './routing/specRouterProvider';
import { darkTheme, theme } from './theme';

/** A lazy page outside the layout (the layout has a Suspense of its own), with nothing shown while it loads. */
const outsideLayout = (Page: ComponentType) =>
  function OutsideLayout() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };

const Landing = outsideLayout(lazyScreen(() => import('./pages/public/Landing')));
// Not on a logged-in first screen: its public layout loads with it.
const LoginPage = outsideLayout(
  lazyScreen(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage }))),
);
const LogoutPage = outsideLayout(lazyScreen(() => import('./pages/LogoutPage')));
/** What the boot (src/main.tsx) hands the app: the query cache it prefetched into, and the opening screen. */
export interface Boot {
  queryClient: QueryClient;
  opening: Opening | undefined;
}

function AdminApp({ i18nProvider, boot }: { i18nProvider: I18nProvider; boot: Boot }) {
  const { queryClient, opening } = boot;
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      routerProvider={specRouterProvider}
      store={appStore}
      queryClient={queryClient}
      theme={theme}
      darkTheme={darkTheme}
    >
      <FormatProvider>
        <ResourceDefinitions>
          <FirstScreenProvider waitForRows={opening?.kind === 'list'}>
            <AdminUI
              layout={Layout}
              loginPage={LoginPage}
              catchAll={PageNotFound}
              requireAuth
              disableTelemetry
              title="CleanCRM"
            >
              <CustomRoutes noLayout>
                <Route path="/" element={<Landing />} />
                <Route path="/logout" element={<LogoutPage />} />
              </CustomRoutes>
              <CustomRoutes>
                {PAGES.map(({ path, screen: Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </CustomRoutes>
              {RESOURCES.map((resource) => (
                <Resource key={resource.name} {...resource} />
              ))}
            </AdminUI>
          </FirstScreenProvider>
        </ResourceDefinitions>
      </FormatProvider>
    </AdminContext>
  );
}

function RouteError() {
  return <ErrorPanel error={useRouteError()} />;
}

/** A data router (clean URLs, and the unsaved-changes guard needs one) around the admin. */
export { openScreen };

export function App({ i18nProvider, boot }: { i18nProvider: I18nProvider; boot?: Boot }) {
  // One cache per mounted app (failed loads reload by themselves after 30 s: providers/queryClient.ts), so nothing
  // of an earlier mount, such as a late answer to an earlier session's call, lands in this one. Without the boot's
  // (tests), the opening screen is prefetched here.
  const [started] = useState(() => boot ?? openScreen());
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: <AdminApp i18nProvider={i18nProvider} boot={started} />,
        errorElement: <RouteError />,
      },
    ]),
  );
  useEffect(() => prefetchOnMove(router, started.queryClient), [router, started]);
  return <RouterProvider router={router} />;
}
