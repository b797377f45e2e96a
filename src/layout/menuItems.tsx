import type { ComponentType, ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { UnreadBadge } from '../resources/messages/UnreadBadge';
import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';

/**
 * The sidebar as spec section 2 lists it. A resource entry appears once its <Resource> is declared
 * (and the user may list it); a page entry names the custom route that serves it.
 */
export interface MenuEntry {
  key: string;
  /** a declared resource: its path, icon and access come from the resource */
  resource?: string;
  /** a custom page */
  to?: string;
  icon?: ComponentType;
  /** wraps the icon with a live figure (unread conversations on Messages) */
  badge?: ComponentType<{ children: ReactNode }>;
}

export const MAIN_MENU: MenuEntry[] = [
  { key: 'dashboard', to: '/dashboard', icon: DashboardIcon },
  { key: 'orders', resource: 'orders' },
  { key: 'calendar', to: '/calendar', icon: CalendarIcon },
  { key: 'partners', resource: 'partners' },
  { key: 'customers', resource: 'customers' },
  { key: 'reviews', resource: 'reviews' },
  { key: 'promocodes', resource: 'promocodes' },
  { key: 'warehouse', resource: 'warehouse' },
  { key: 'messages', resource: 'messages', badge: UnreadBadge },
  { key: 'certificates', resource: 'certificates' },
];

export const SUB_MENU: MenuEntry[] = [
  { key: 'mobileApps', resource: 'mobileApps' },
  { key: 'analytics', to: '/analytics', icon: AnalyticsIcon },
  { key: 'services', resource: 'services' },
  { key: 'tutorials', resource: 'tutorials' },
  { key: 'agreements', resource: 'agreements' },
  { key: 'questions', resource: 'questions' },
  { key: 'seo', resource: 'seo' },
  // Not in the spec's menus: order labels are settings of the orders, kept last (docs/decisions-stock.md).
  { key: 'labels', resource: 'labels' },
  { key: 'activity', to: '/activity', icon: HistoryIcon },
];
