import type { ContentDecl } from '../../components/content/types';

/** Questions and answers of the site, with the 'show on home page' flag. */
export const decl: ContentDecl = {
  resource: 'questions',
  api: 'questions',
  texts: [
    { source: 'question' },
    { source: 'answer', kind: 'rich' },
    { source: 'slug', kind: 'slug', from: 'question' },
    { source: 'pageTitle' },
    { source: 'metaDescription', kind: 'textarea' },
  ],
  fields: [
    { source: 'idQuestionType', kind: 'reference', reference: 'questions/types' },
    { source: 'status', kind: 'status' },
    { source: 'front', kind: 'boolean' },
  ],
  columns: ['id', 'question', 'idQuestionType', 'status', 'front'],
  links: [{ label: 'resources.questions/types.name', to: '/questions/types' }],
};
