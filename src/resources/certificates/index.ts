import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/** Gift certificates: /certificates, /certificates/{page}, add, details/{id}, edit/{id}. */
export const certificates = defineResource({
  name: 'certificates',
  icon: CardGiftcardIcon,
  recordRepresentation: 'code',
  list: lazyScreen(() => import('./CertificateList')),
  create: lazyScreen(() => import('./CertificateCreate')),
  edit: lazyScreen(() => import('./CertificateEdit')),
  show: lazyScreen(() => import('./CertificateShow')),
});
