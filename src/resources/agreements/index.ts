import GavelIcon from '@mui/icons-material/GavelOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Agreements: /agreements (customers), /agreements/add, /agreements/edit/{id}; /agreements/partners (partners). */
export const agreements = defineContentResource({
  name: 'agreements',
  icon: GavelIcon,
  load: () => import('./recordFields'),
});
export const partnerAgreements = defineContentResource({
  name: 'agreements/partners',
  load: () => import('./recordFields').then((module) => ({ decl: module.partnersDecl })),
  screens: [],
});
