import { Suspense, type ComponentType } from 'react';
import { Avatar, Box, Card, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import {
  RecordContextProvider,
  TabbedShowLayout,
  TabbedShowLayoutClasses,
  Title,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useFormat } from '../../components/useFormat';
import { lazyScreen } from '../../routing/lazyScreen';
import type { Customer } from '../../providers/records/customer';
// The profile's tab bar picks the tab by the URL's first segment, so the orders tab can carry its page.
import { PartnerTabs as ProfileTabs, tabLink } from '../partners/PartnerTabs';

export type CustomerTabScreen = ComponentType<{ customer: Customer; rest: string }>;
const tab = (load: () => Promise<{ default: CustomerTabScreen }>) =>
  lazyScreen(load as () => Promise<{ default: ComponentType<object> }>) as unknown as CustomerTabScreen;

/** The profile's tabs, each a URL segment: /customers/details/{id}/{tab}. */
const TABS: { path: string; label: string; screen: CustomerTabScreen }[] = [
  { path: '', label: 'data', screen: tab(() => import('./tabs/DataTab')) },
  // The orders tab pages itself: /customers/details/{id}/orders/{page}.
  { path: 'orders/:page?', label: 'orders', screen: tab(() => import('./tabs/OrdersTab')) },
  { path: 'addresses', label: 'addresses', screen: tab(() => import('./tabs/AddressesTab')) },
  { path: 'payment', label: 'payment', screen: tab(() => import('./tabs/CardsTab')) },
  { path: 'legal', label: 'legal', screen: tab(() => import('./tabs/LegalEntitiesTab')) },
  { path: 'points', label: 'points', screen: tab(() => import('./tabs/PointsTab')) },
];

function TabScreenOf({
  screen: Screen,
  paged,
  customer,
}: {
  screen: CustomerTabScreen;
  paged: boolean;
  customer: Customer;
}) {
  const { page = '' } = useParams();
  return <Screen customer={customer} rest={paged ? page : ''} />;
}

/** Name, contacts and the key figures, above the tabs. */
function Header({ customer }: { customer: Customer }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
      <Avatar sx={{ width: 56, height: 56 }}>{customer.name[0]}</Avatar>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h5" component="h2">
          {customer.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          #{customer.id} · {customer.phone}
          {customer.email ? ` · ${customer.email}` : ''}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={translate('resources.customers.ordersCount', { smart_count: customer.orderCount })} />
        <Chip
          label={`${translate('resources.customers.fields.totalSpent')}: ${format.money(customer.totalSpent)}`}
        />
        <Chip label={`${translate('resources.customers.fields.points')}: ${format.count(customer.points)}`} />
        {customer.unpaidOrders > 0 && (
          <Chip
            color="warning"
            label={translate('resources.customers.unpaidCount', { smart_count: customer.unpaidOrders })}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** The customer profile: /customers/details/{id}/{tab}, the tab in the URL so it can be linked and reloaded. */
export default function CustomerShow() {
  const translate = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const [segment = ''] = (params['*'] ?? '').split('/');
  // An unknown id is answered by the route's RecordGuard (src/routing/defineResource.tsx).
  const { data, isPending } = useGetOne<Customer>('customers', { id }, { retry: false });
  if (isPending || !data) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (!TABS.some((item) => tabLink(item.path) === segment))
    return <Navigate to={`/customers/details/${id}`} replace />;
  return (
    <RecordContextProvider value={data}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& > *': { minWidth: 0 } }}>
        <Title title={translate('resources.customers.profileTitle', { name: data.name })} />
        <Card sx={{ mt: 2, p: 2 }}>
          <Header customer={data} />
          <TabbedShowLayout
            tabs={
              <ProfileTabs
                variant="scrollable"
                scrollButtons="auto"
                aria-label={translate('resources.customers.profile.tabsLabel')}
              />
            }
            sx={{ [`& .${TabbedShowLayoutClasses.content}`]: { px: 0, pt: 2 } }}
          >
            {TABS.map((item) => (
              <TabbedShowLayout.Tab
                key={item.path}
                path={item.path}
                label={`resources.customers.profile.${item.label}`}
              >
                <div role="tabpanel" aria-label={translate(`resources.customers.profile.${item.label}`)}>
                  <Suspense fallback={<CircularProgress size={24} />}>
                    <TabScreenOf
                      screen={item.screen}
                      paged={item.path !== tabLink(item.path)}
                      customer={data}
                    />
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
