import { Suspense, type ComponentType } from 'react';
import { Avatar, Box, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import {
  EditButton,
  RecordContextProvider,
  TabbedShowLayout,
  TabbedShowLayoutClasses,
  Title,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { lazyScreen } from '../../routing/lazyScreen';
import { PartnerStatusField } from './displayFields';
import { PartnerTabs, tabLink } from './PartnerTabs';
import type { Partner } from '../../providers/records/partner';
import { CoverButton } from './CoverButton';

type TabScreen = ComponentType<{ partner: Partner; rest: string }>;
// lazyScreen is typed for routes without props; the tabs take the partner.
const tab = (load: () => Promise<{ default: TabScreen }>) =>
  lazyScreen(load as () => Promise<{ default: ComponentType<object> }>) as unknown as TabScreen;

/** The profile's tabs, in the spec's order, then the orders and the chat; each is a URL segment. */
const TABS: { path: string; label: string; screen: TabScreen }[] = [
  { path: '', label: 'data', screen: tab(() => import('./tabs/DataTab')) },
  { path: 'percentages', label: 'percentages', screen: tab(() => import('./tabs/PercentagesTab')) },
  { path: 'locations', label: 'locations', screen: tab(() => import('./tabs/LocationsTab')) },
  { path: 'statistics', label: 'statistics', screen: tab(() => import('./tabs/StatisticsTab')) },
  { path: 'payments', label: 'payments', screen: tab(() => import('./tabs/PaymentsTab')) },
  { path: 'settlement', label: 'settlement', screen: tab(() => import('./tabs/SettlementTab')) },
  { path: 'inventory', label: 'inventory', screen: tab(() => import('./tabs/InventoryTab')) },
  { path: 'invoices', label: 'invoices', screen: tab(() => import('./tabs/InvoicesTab')) },
  { path: 'notes', label: 'notes', screen: tab(() => import('./tabs/NotesTab')) },
  // Days off: the URL segment and the label's translation key keep their old name, 'weekends'.
  { path: 'weekends', label: 'weekends', screen: tab(() => import('./tabs/DaysOffTab')) },
  // The orders tab pages itself: /partners/details/{id}/orders/{page}.
  { path: 'orders/:page?', label: 'orders', screen: tab(() => import('./tabs/OrdersTab')) },
  { path: 'chat', label: 'chat', screen: tab(() => import('./tabs/ChatTab')) },
  { path: 'tutorials', label: 'tutorials', screen: tab(() => import('./tabs/TutorialsTab')) },
  { path: 'history', label: 'history', screen: tab(() => import('./tabs/HistoryTab')) },
];

/** A tab's screen; the paged orders tab reads its page from the rest of the URL (orders/{page}). */
function TabScreenOf({
  screen: Screen,
  paged,
  partner,
}: {
  screen: TabScreen;
  paged?: boolean;
  partner: Partner;
}) {
  const { page = '' } = useParams();
  return <Screen partner={partner} rest={paged ? page : ''} />;
}

/** The partner profile: /partners/details/{id}/{tab}, the tab in the URL so it can be linked and reloaded. */
export default function PartnerShow() {
  const translate = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const [segment = ''] = (params['*'] ?? '').split('/');
  // An unknown id is answered by the route's RecordGuard (src/routing/defineResource.tsx).
  const { data, isPending } = useGetOne<Partner>('partners', { id }, { retry: false });
  if (isPending || !data) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  // An unknown tab opens the partner's data, as the profile's first tab.
  if (!TABS.some((tab) => tabLink(tab.path) === segment))
    return <Navigate to={`/partners/details/${id}`} replace />;
  return (
    <RecordContextProvider value={data}>
      {/* A grid track of minmax(0, 1fr) keeps wide tabs and tables scrolling inside the page, not widening it. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& > *': { minWidth: 0 } }}>
        <Title title={translate('resources.partners.profileTitle', { name: data.displayName })} />
        <Card sx={{ mt: 2, p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Avatar src={data.avatar ?? undefined} alt={data.displayName} sx={{ width: 56, height: 56 }}>
              {data.name?.[0]}
            </Avatar>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h5" component="h2">
                {data.displayName}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PartnerStatusField />
                <Typography variant="body2" color="text.secondary">
                  #{data.id} · {data.email} · {data.phone}
                </Typography>
              </Stack>
            </Box>
            <CoverButton partnerId={data.id} />
            <EditButton />
          </Stack>
          <TabbedShowLayout
            tabs={
              <PartnerTabs
                variant="scrollable"
                scrollButtons="auto"
                aria-label={translate('resources.partners.profile.tabsLabel')}
              />
            }
            sx={{ [`& .${TabbedShowLayoutClasses.content}`]: { px: 0, pt: 2 } }}
          >
            {TABS.map((tab) => (
              <TabbedShowLayout.Tab
                key={tab.path}
                path={tab.path}
                label={`resources.partners.profile.${tab.label}`}
              >
                {/* A plain element, so the tab does not put a field label above the screen. */}
                <div role="tabpanel" aria-label={translate(`resources.partners.profile.${tab.label}`)}>
                  <Suspense fallback={<CircularProgress size={24} />}>
                    <TabScreenOf screen={tab.screen} paged={tab.path !== tabLink(tab.path)} partner={data} />
                  </Suspense>
                </div>
              </TabbedShowLayout.Tab>
            ))}
          </TabbedShowLayout>
        </Card>
      </Box>
    </RecordContextProvider>
  );
}
