import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';
import { listOpening, recordOpening } from '../../routing/opening';
import { LIST_DEFAULTS } from '../listDefaults';

/**
 * Customers: /customers, /customers/{page}, /customers/add, /customers/details/{id} and its tabs
 * (/customers/details/{id}/{tab}, the orders tab at /customers/details/{id}/orders/{page}). The customer's data
 * are edited in the profile's first tab, so there is no separate edit screen.
 */
export const customers = defineResource({
  name: 'customers',
  api: 'customers',
  menu: { group: 'main', order: 50 },
  icon: PeopleIcon,
  recordRepresentation: 'name',
  list: lazyScreen(() => import('./CustomerList')),
  create: lazyScreen(() => import('./CustomerCreate')),
  show: lazyScreen(() => import('./CustomerShow')),
  opensWith: { list: listOpening('customers', LIST_DEFAULTS.customers), show: recordOpening('customers') },
});
