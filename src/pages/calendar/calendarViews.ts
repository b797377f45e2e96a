import { lazyScreen } from '../../routing/lazyScreen';

/**
 * The calendar page's two tabs, each a chunk of its own: the orders calendar holds the calendar library, which the
 * page's code fetches with it (src/pages/declared.ts), so the month is drawn as soon as the page is.
 */
export const OrdersCalendar = lazyScreen(() => import('./OrdersCalendar'));
export const PartnersBoard = lazyScreen(() => import('./PartnersBoard'));
