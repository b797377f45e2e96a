import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import { MapCode } from '../../components/map/mapCode';
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
  // The form's districts and address draw a map (src/resources/partners/form/customInputs.tsx).
  create: lazyScreen(() => import('./PartnerCreate'), [MapCode]),
  edit: lazyScreen(() => import('./PartnerEdit'), [MapCode]),
  show: lazyScreen(() => import('./PartnerShow')),
  opensWith: { list: listOpening('partners', LIST_DEFAULTS.partners), show: recordOpening('partners') },
});
