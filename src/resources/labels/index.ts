import LabelIcon from '@mui/icons-material/LabelOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Order labels: /labels, {page}, add, details/{id}, edit/{id} (sub-menu, after SEO). */
export const labels = defineContentResource({
  name: 'labels',
  icon: LabelIcon,
  load: () => import('./recordFields'),
});
