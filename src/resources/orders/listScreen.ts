import { lazyScreen } from '../../routing/lazyScreen';

/** The order list's code: its resource declares it, and src/main.tsx fetches it with the app on /orders. */
export const OrderListScreen = lazyScreen(() => import('./OrderList'));
