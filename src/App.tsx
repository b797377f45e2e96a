import { Suspense, useState } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter, useRouteError } from 'react-router-dom';
import { ErrorPanel } from './components/ErrorPanel';
import { Layout } from './layout/Layout';
import { appStore } from './layout/preferencesStore';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { promocodes } from './resources/promocodes';
import { reviews } from './resources/reviews';
import { partners } from './resources/partners';
import { agreements, partnerAgreements } from './resources/agreements';
import { questions } from './resources/questions';
import { questionTypes } from './resources/questionTypes';
import { seo, seoDistricts, seoOrderPages, seoServiceTypes, seoStaticPages } from './resources/seo';
import { services } from './resources/services';
import { serviceTypes } from './resources/serviceTypes';
import { orders } from './resources/orders';
import { messages } from './resources/messages';
import { tutorials } from './resources/tutorials';
import { mobileApps } from './resources/mobileApps';
import { warehouse, warehouseMovements } from './resources/warehouse';
import { certificates } from './resources/certificates';
import { labels } from './resources/labels';
import { customers } from './resources/customers';
import { lazyScreen } from './routing/lazyScreen';
import { specRouterProvider } from './routing/specRouterProvider';
import { darkTheme, theme } from './theme';

const Landing = lazyScreen(() => import('./pages/public/Landing'));
// Not on a logged-in first screen: its public layout loads with it.
const LazyLoginPage = lazyScreen(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));
const LoginPage = () => (
  <Suspense fallback={null}>
    <LazyLoginPage />
  </Suspense>
);
const Dashboard = lazyScreen(() => import('./pages/Dashboard'));
const LogoutPage = lazyScreen(() => import('./pages/LogoutPage'));
const Analytics = lazyScreen(() => import('./pages/analytics/AnalyticsPage'));
const ActivityPage = lazyScreen(() => import('./components/history/ActivityPage'));

const CalendarPage = lazyScreen(() => import('./pages/calendar/CalendarPage'));

function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // One cache per mounted app (failed loads reload by themselves after 30 s: providers/queryClient.ts), so nothing
  // of an earlier mount, such as a late answer to an earlier session's call, lands in this one.
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      routerProvider={specRouterProvider}
      layout={Layout}
      store={appStore}
      queryClient={queryClient}
      loginPage={LoginPage}
      theme={theme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
      title="CleanCRM"
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<Suspense fallback={null}><Landing /></Suspense>} />
        <Route path="/logout" element={<Suspense fallback={null}><LogoutPage /></Suspense>} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/analytics" element={<Analytics />} />
        <Route path="/analytics/:page" element={<Analytics />} />
        <Route path="/calendar" element={<CalendarPage />} />
        <Route path="/activity" element={<ActivityPage />} />
      </CustomRoutes>
      <Resource {...promocodes} />
      <Resource {...partners} />
      <Resource {...services} />
      <Resource {...serviceTypes} />
      <Resource {...questions} />
      <Resource {...questionTypes} />
      <Resource {...agreements} />
      <Resource {...partnerAgreements} />
      <Resource {...seo} />
      <Resource {...seoDistricts} />
      <Resource {...seoOrderPages} />
      <Resource {...seoStaticPages} />
      <Resource {...seoServiceTypes} />
      <Resource {...orders} />
      <Resource {...reviews} />
      <Resource {...messages} />
      <Resource {...tutorials} />
      <Resource {...mobileApps} />
      <Resource {...warehouse} />
      <Resource {...warehouseMovements} />
      <Resource {...certificates} />
      <Resource {...labels} />
      <Resource {...customers} />
    </Admin>
  );
}

function RouteError() {
  return <ErrorPanel error={useRouteError()} />;
}

/** A data router (clean URLs, and the unsaved-changes guard needs one) around the admin. */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const router = createBrowserRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} />, errorElement: <RouteError /> }]);
  return <RouterProvider router={router} />;
}
