import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Mobile apps: /mobileApps, /mobileApps/add, /mobileApps/edit/{id}, /mobileApps/details/{id}. */
export const mobileApps = defineContentResource({
  name: 'mobileApps',
  api: 'mobileApps',
  menu: { group: 'sub', order: 10 },
  icon: PhoneIphoneIcon,
  load: () => import('./recordFields'),
});
