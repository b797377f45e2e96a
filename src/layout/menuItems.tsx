import type { ComponentType, ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import HistoryIcon from '@mui/icons-material/History';
import type { TranslateFunction } from 'react-admin';
import { UnreadBadge } from '../resources/messages/UnreadBadge';
import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { RESOURCES } from '../resources/declared';
import type { MenuGroup, MenuPlace } from '../routing/defineResource';

/**
 * The sidebar as spec section 2 lists it, computed: every declared resource with a `menu` place (its path, icon,
 * label and access come from the resource), and the pages below, each in its group by its order. A resource entry
 * shows once the user may list it; a page entry names the custom route that serves it.
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
  menu: MenuPlace;
}

/** The sidebar's entries that are not resources: custom pages, labelled by `app.menu.<key>`. */
export const PAGE_ENTRIES: MenuEntry[] = [
  { key: 'dashboard', to: '/dashboard', icon: DashboardIcon, menu: { group: 'main', order: 10 } },
  { key: 'calendar', to: '/calendar', icon: CalendarIcon, menu: { group: 'main', order: 30 } },
  { key: 'analytics', to: '/analytics', icon: AnalyticsIcon, menu: { group: 'sub', order: 20 } },
  { key: 'activity', to: '/activity', icon: HistoryIcon, menu: { group: 'sub', order: 90 } },
];

/** A live figure on a resource's icon, by resource (the sidebar loads it with its own chunk). */
const BADGES: Readonly<Record<string, MenuEntry['badge']>> = { messages: UnreadBadge };

/** The entries of the declared resources that have a place in the sidebar. */
export const resourceEntries = (resources: readonly { name: string; menu?: MenuPlace }[]): MenuEntry[] =>
  resources.flatMap(({ name, menu }) =>
    menu ? [{ key: name, resource: name, badge: BADGES[name], menu }] : [],
  );

/** One menu's entries, pages and resources together, in their declared order. */
export const menuOf = (entries: readonly MenuEntry[], group: MenuGroup) =>
  entries.filter((entry) => entry.menu.group === group).sort((a, b) => a.menu.order - b.menu.order);

const ENTRIES = [...PAGE_ENTRIES, ...resourceEntries(RESOURCES)];
export const MAIN_MENU: MenuEntry[] = menuOf(ENTRIES, 'main');
export const SUB_MENU: MenuEntry[] = menuOf(ENTRIES, 'sub');

/**
 * An entry's label. A page's is `app.menu.<key>`; a resource's is its own name in the plural
 * (`resources.<name>.name`, as its list's title), or `resources.<name>.menu` where the sidebar says it otherwise
 * (shorter, or the area rather than the record: 'Messages' for conversations). So a new resource needs no menu key.
 */
export function menuLabel(translate: TranslateFunction, entry: MenuEntry) {
  if (!entry.resource) return translate(`app.menu.${entry.key}`);
  const name = translate(`resources.${entry.resource}.name`, { smart_count: 2 });
  return translate(`resources.${entry.resource}.menu`, { _: name });
}
