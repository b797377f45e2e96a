import CleaningIcon from '@mui/icons-material/CleaningServicesOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Services: /services, /services/{page}, /services/add, /services/edit/{id}, /services/details/{id}. */
export const services = defineContentResource({
  name: 'services',
  api: 'services',
  menu: { group: 'sub', order: 30 },
  icon: CleaningIcon,
  load: () => import('./recordFields'),
});
