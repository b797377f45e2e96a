import { defineContentResource } from '../../components/content/defineContentResource';

/** Question types: /questions/types, {page}, add, details/{id}, edit/{id}. */
export const questionTypes = defineContentResource({
  name: 'questions/types',
  api: 'questionTypes',
  load: () => import('./recordFields'),
});
