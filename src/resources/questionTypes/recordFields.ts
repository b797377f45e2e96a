import { QUESTION_TYPE_KINDS } from '../../domain/contentRecordSchemas';
import type { ContentDecl } from '../../components/content/types';

export const decl: ContentDecl = {
  resource: 'questions/types',
  api: 'questionTypes',
  texts: [{ source: 'label' }, { source: 'slug', kind: 'slug', from: 'label' }],
  fields: [
    { source: 'status', kind: 'status' },
    {
      source: 'type',
      kind: 'select',
      choices: QUESTION_TYPE_KINDS,
      labels: 'resources.questions/types.kinds',
    },
  ],
  columns: ['id', 'label', 'type', 'status'],
  links: [{ label: 'resources.questions.name', to: '/questions' }],
};
