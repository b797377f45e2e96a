import type { ContentDecl } from '../../components/content/types';

/** Training for partners: lower position first, as the partner app lists them. */
export const decl: ContentDecl = {
  resource: 'tutorials',
  api: 'tutorials',
  texts: [{ source: 'title' }, { source: 'content', kind: 'rich' }],
  fields: [
    { source: 'status', kind: 'status' },
    { source: 'position', kind: 'number', helper: 'resources.tutorials.helpers.position' },
    { source: 'required', kind: 'boolean' },
    { source: 'videoUrl', kind: 'text' },
  ],
  columns: ['id', 'title', 'position', 'required', 'status', 'completed'],
  sort: { field: 'position', order: 'ASC' },
  filters: ['required'],
};
