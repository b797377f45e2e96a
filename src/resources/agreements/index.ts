import GavelIcon from '@mui/icons-material/GavelOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Agreements: /agreements (customers), /agreements/add, /agreements/edit/{id}; /agreements/partners (partners). */
export const agreements = defineContentResource({
  name: 'agreements',
  api: 'agreements',
  filter: { type: 'customer' },
  menu: { group: 'sub', order: 50 },
  icon: GavelIcon,
  load: () => import('./recordFields'),
});
export const partnerAgreements = defineContentResource({
  name: 'agreements/partners',
  api: 'agreements',
  filter: { type: 'partner' },
  load: () => import('./recordFields').then((module) => ({ decl: module.partnersDecl })),
  screens: [],
});
