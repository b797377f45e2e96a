import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Tutorials: /tutorials, /tutorials/{page}, /tutorials/add, /tutorials/edit/{id}, /tutorials/details/{id}. */
export const tutorials = defineContentResource({
  name: 'tutorials',
  api: 'tutorials',
  menu: { group: 'sub', order: 40 },
  icon: SchoolIcon,
  load: () => import('./recordFields'),
});
