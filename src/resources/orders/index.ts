import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { RecordGuard, defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';
import { listOpening, listsOpening, recordOpening } from '../../routing/opening';
import { MapCode } from '../../components/map/mapCode';
import { CATALOGUE } from './catalogue';
import { FORM_PARTS } from './formParts';
import { LIST_DEFAULTS } from '../listDefaults';

const OrderListScreen = lazyScreen(() => import('./OrderList'));
const OrderCopy = lazyScreen(() => import('./OrderCopy'), FORM_PARTS);

/** Orders: /orders, /orders/{page}, /orders/add, /orders/edit/{id}, /orders/copy/{id}, /orders/details/{id}. */
export const orders = defineResource({
  name: 'orders',
  api: 'orders',
  menu: { group: 'main', order: 20 },
  icon: ReceiptIcon,
  recordRepresentation: (record) => `#${record.id}`,
  list: OrderListScreen,
  create: lazyScreen(() => import('./OrderCreate'), FORM_PARTS),
  edit: lazyScreen(() => import('./OrderEdit'), FORM_PARTS),
  show: lazyScreen(() => import('./OrderShow'), [MapCode]),
  opensWith: {
    list: listOpening('orders', LIST_DEFAULTS.orders),
    create: listsOpening(CATALOGUE),
    edit: (address) => [...recordOpening('orders')(address), ...listsOpening(CATALOGUE)(address)],
    show: recordOpening('orders'),
  },
  routes: [
    createElement(Route, {
      key: 'copy',
      path: 'copy/:id/*',
      element: createElement(RecordGuard, { resource: 'orders' }, createElement(OrderCopy)),
    }),
  ],
});
