import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/** Promocodes: /promocodes, /promocodes/{page}, /promocodes/add, /promocodes/details/{id}, /promocodes/edit/{id}. */
export const promocodes = defineResource({
  name: 'promocodes',
  api: 'promocodes',
  menu: { group: 'main', order: 70 },
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
  list: lazyScreen(() => import('./PromocodeList')),
  create: lazyScreen(() => import('./PromocodeCreate')),
  edit: lazyScreen(() => import('./PromocodeEdit')),
  show: lazyScreen(() => import('./PromocodeShow')),
});
