import QuizIcon from '@mui/icons-material/QuizOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';

/** Questions: /questions, {page}, add, edit/{id} (details too, for read-only viewers). */
export const questions = defineContentResource({
  name: 'questions',
  api: 'questions',
  menu: { group: 'sub', order: 60 },
  icon: QuizIcon,
  load: () => import('./recordFields'),
});
