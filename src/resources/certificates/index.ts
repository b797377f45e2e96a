import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/** Gift certificates: /certificates, /certificates/{page}, add, details/{id}, edit/{id}. */
export const certificates = defineResource({
  name: 'certificates',
  api: 'certificates',
  menu: { group: 'main', order: 100 },
  icon: CardGiftcardIcon,
  recordRepresentation: 'code',
  list: lazyScreen(() => import('./CertificateList')),
  create: lazyScreen(() => import('./CertificateCreate')),
  edit: lazyScreen(() => import('./CertificateEdit')),
  show: lazyScreen(() => import('./CertificateShow')),
});
