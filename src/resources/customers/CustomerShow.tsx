import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/useFormat';
import {
  ProfileHeader,
  ProfileShow,
  profileTab,
  type ProfileTab,
} from '../../components/profile/ProfileShow';
import type { Customer } from '../../providers/records/customer';

/** The profile's tabs, each a URL segment: /customers/details/{id}/{tab}. */
const TABS: ProfileTab<Customer>[] = [
  { path: '', label: 'data', screen: profileTab(() => import('./tabs/DataTab')) },
  // The orders tab pages itself: /customers/details/{id}/orders/{page}.
  { path: 'orders/:page?', label: 'orders', screen: profileTab(() => import('./tabs/OrdersTab')) },
  { path: 'addresses', label: 'addresses', screen: profileTab(() => import('./tabs/AddressesTab')) },
  { path: 'payment', label: 'payment', screen: profileTab(() => import('./tabs/CardsTab')) },
  { path: 'legal', label: 'legal', screen: profileTab(() => import('./tabs/LegalEntitiesTab')) },
  { path: 'points', label: 'points', screen: profileTab(() => import('./tabs/PointsTab')) },
];

/** Name, contacts and the key figures, above the tabs. */
function Header({ customer }: { customer: Customer }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <ProfileHeader
      name={customer.name}
      subtitle={
        <Typography variant="body2" color="text.secondary">
          #{customer.id} · {customer.phone}
          {customer.email ? ` · ${customer.email}` : ''}
        </Typography>
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
    </ProfileHeader>
  );
}

/** The customer profile: /customers/details/{id}/{tab}. The customer's data are edited in the first tab. */
export default function CustomerShow() {
  return (
    <ProfileShow<Customer>
      resource="customers"
      tabs={TABS}
      name={(customer) => customer.name}
      header={(customer) => <Header customer={customer} />}
    />
  );
}
