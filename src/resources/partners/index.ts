import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';
import { listOpening, recordOpening } from '../../routing/opening';
import { LIST_DEFAULTS } from '../listDefaults';

/**
 * Partners: /partners, /partners/{page}, /partners/add, /partners/edit/{id}, /partners/details/{id} and its
 * tabs (/partners/details/{id}/{tab}, the orders tab at /partners/details/{id}/orders/{page}).
 */
export const partners = defineResource({
  name: 'partners',
  api: 'partners',
  menu: { group: 'main', order: 40 },
  icon: EngineeringIcon,
  recordRepresentation: 'displayName',
  list: lazyScreen(() => import('./PartnerList')),
  create: lazyScreen(() => import('./PartnerCreate')),
  edit: lazyScreen(() => import('./PartnerEdit')),
  show: lazyScreen(() => import('./PartnerShow')),
  opensWith: { list: listOpening('partners', LIST_DEFAULTS.partners), show: recordOpening('partners') },
});
