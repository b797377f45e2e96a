import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Service types: /services/types, {page}, add, details/{id}, edit/{id}. */
export const serviceTypes = defineContentResource({
  name: 'services/types',
  api: 'serviceTypes',
  icon: CategoryIcon,
  load: () => import('./recordFields'),
});
