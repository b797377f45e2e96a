import LabelIcon from '@mui/icons-material/LabelOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Order labels: /labels, {page}, add, details/{id}, edit/{id} (sub-menu, after SEO). */
export const labels = defineContentResource({
  name: 'labels',
  api: 'labels',
  // Not in the spec's menus: order labels are settings of the orders, after SEO (docs/decisions-stock.md).
  menu: { group: 'sub', order: 80 },
  icon: LabelIcon,
  load: () => import('./recordFields'),
});
