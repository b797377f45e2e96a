import { Suspense, useState, type ComponentType } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter, useRouteError } from 'react-router-dom';
import { ErrorPanel } from './components/ErrorPanel';
import { PageNotFound } from './components/NotFound';
import { Layout } from './layout/Layout';
import { ResourceDefinitions } from './layout/ResourceDefinitions';
import { appStore } from './layout/preferencesStore';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { seedQueryCache } from './providers/earlyCalls';
import { RESOURCES } from './resources/declared';
import { lazyScreen } from './routing/lazyScreen';
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
const Dashboard = lazyScreen(() => import('./pages/Dashboard'));
const Analytics = lazyScreen(() => import('./pages/analytics/AnalyticsPage'));
const ActivityPage = lazyScreen(() => import('./components/history/ActivityPage'));

const CalendarPage = lazyScreen(() => import('./pages/calendar/CalendarPage'));

function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // One cache per mounted app (failed loads reload by themselves after 30 s: providers/queryClient.ts), so nothing
  // of an earlier mount, such as a late answer to an earlier session's call, lands in this one.
  const [queryClient] = useState(() => seedQueryCache(createQueryClient()));
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
      <ResourceDefinitions>
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
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/analytics" element={<Analytics />} />
            <Route path="/analytics/:page" element={<Analytics />} />
            <Route path="/calendar" element={<CalendarPage />} />
            <Route path="/activity" element={<ActivityPage />} />
          </CustomRoutes>
          {RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </AdminUI>
      </ResourceDefinitions>
    </AdminContext>
  );
}

function RouteError() {
  return <ErrorPanel error={useRouteError()} />;
}

/** A data router (clean URLs, and the unsaved-changes guard needs one) around the admin. */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const router = createBrowserRouter([
    { path: '*', element: <AdminApp i18nProvider={i18nProvider} />, errorElement: <RouteError /> },
  ]);
  return <RouterProvider router={router} />;
}
