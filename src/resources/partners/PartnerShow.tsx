import { Stack, Typography } from '@mui/material';
import { EditButton } from 'react-admin';
import {
  ProfileHeader,
  ProfileShow,
  profileTab,
  type ProfileTab,
} from '../../components/profile/ProfileShow';
import { CoverButton } from './CoverButton';
import { PartnerStatusField } from './displayFields';
import type { Partner } from '../../providers/records/partner';

/** The profile's tabs, in the spec's order, then the orders and the chat; each is a URL segment. */
const TABS: ProfileTab<Partner>[] = [
  { path: '', label: 'data', screen: profileTab(() => import('./tabs/DataTab')) },
  { path: 'percentages', label: 'percentages', screen: profileTab(() => import('./tabs/PercentagesTab')) },
  { path: 'locations', label: 'locations', screen: profileTab(() => import('./tabs/LocationsTab')) },
  { path: 'statistics', label: 'statistics', screen: profileTab(() => import('./tabs/StatisticsTab')) },
  { path: 'payments', label: 'payments', screen: profileTab(() => import('./tabs/PaymentsTab')) },
  { path: 'settlement', label: 'settlement', screen: profileTab(() => import('./tabs/SettlementTab')) },
  { path: 'inventory', label: 'inventory', screen: profileTab(() => import('./tabs/InventoryTab')) },
  { path: 'invoices', label: 'invoices', screen: profileTab(() => import('./tabs/InvoicesTab')) },
  { path: 'notes', label: 'notes', screen: profileTab(() => import('./tabs/NotesTab')) },
  // Days off: the URL segment and the label's translation key keep their old name, 'weekends'.
  { path: 'weekends', label: 'weekends', screen: profileTab(() => import('./tabs/DaysOffTab')) },
  // The orders tab pages itself: /partners/details/{id}/orders/{page}.
  { path: 'orders/:page?', label: 'orders', screen: profileTab(() => import('./tabs/OrdersTab')) },
  { path: 'chat', label: 'chat', screen: profileTab(() => import('./tabs/ChatTab')) },
  { path: 'tutorials', label: 'tutorials', screen: profileTab(() => import('./tabs/TutorialsTab')) },
  { path: 'history', label: 'history', screen: profileTab(() => import('./tabs/HistoryTab')) },
];

/** The partner profile: /partners/details/{id}/{tab}, the tab in the URL so it can be linked and reloaded. */
export default function PartnerShow() {
  return (
    <ProfileShow<Partner>
      resource="partners"
      tabs={TABS}
      name={(partner) => partner.displayName}
      header={(partner) => (
        <ProfileHeader
          name={partner.displayName}
          avatar={partner.avatar}
          subtitle={
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <PartnerStatusField />
              <Typography variant="body2" color="text.secondary">
                #{partner.id} · {partner.email} · {partner.phone}
              </Typography>
            </Stack>
          }
        >
          <CoverButton partnerId={partner.id} />
          <EditButton />
        </ProfileHeader>
      )}
    />
  );
}
