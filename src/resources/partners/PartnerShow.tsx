import { Suspense, type ComponentType } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EditButton, RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { lazyScreen } from '../../routing/lazyScreen';
import { PartnerStatusField } from './fields';
import type { Partner } from './types';

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
  { path: 'weekends', label: 'weekends', screen: tab(() => import('./tabs/WeekendsTab')) },
  { path: 'orders', label: 'orders', screen: tab(() => import('./tabs/OrdersTab')) },
  { path: 'chat', label: 'chat', screen: tab(() => import('./tabs/ChatTab')) },
];

/** 'This partner does not exist', with a way back. */
export function PartnerNotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            startIcon={<ArrowBackIcon />}
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/partners'))}
          >
            {translate('app.errors.goBack')}
          </Button>
        }
      >
        {translate('resources.partners.notFound')}
      </Alert>
    </Box>
  );
}

/** The partner profile: /partners/details/{id}/{tab}, the tab in the URL so it can be linked and reloaded. */
export default function PartnerShow() {
  const translate = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const [segment = '', ...rest] = (params['*'] ?? '').split('/');
  const { data, isPending, error } = useGetOne<Partner>(
    'partners',
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
  if (!Number.isInteger(id) || id <= 0 || error) return <PartnerNotFound />;
  if (isPending || !data) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  const current = TABS.find((tab) => tab.path === segment) ?? TABS[0];
  const Screen = current.screen;
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
              <Typography variant="h5" component="h1">
                {data.displayName}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PartnerStatusField />
                <Typography variant="body2" color="text.secondary">
                  #{data.id} · {data.email} · {data.phone}
                </Typography>
              </Stack>
            </Box>
            <EditButton />
          </Stack>
          <Tabs
            value={current.path}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={translate('resources.partners.profile.tabsLabel')}
          >
            {TABS.map((tab) => (
              <Tab
                key={tab.path}
                value={tab.path}
                label={translate(`resources.partners.profile.${tab.label}`)}
                component={Link}
                to={`/partners/details/${id}${tab.path ? `/${tab.path}` : ''}`}
              />
            ))}
          </Tabs>
          <Box
            sx={{ pt: 2 }}
            role="tabpanel"
            aria-label={translate(`resources.partners.profile.${current.label}`)}
          >
            <Suspense fallback={<CircularProgress size={24} />}>
              <Screen partner={data} rest={rest.join('/')} />
            </Suspense>
          </Box>
        </Card>
      </Box>
    </RecordContextProvider>
  );
}
