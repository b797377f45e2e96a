import { APP_KINDS, PLATFORMS } from '../../domain/training';
import type { ContentDecl } from '../../components/content/types';

/** The customer and partner apps, one record per platform; a manager reads them only. */
export const decl: ContentDecl = {
  resource: 'mobileApps',
  api: 'mobileApps',
  texts: [{ source: 'title' }, { source: 'releaseNotes', kind: 'textarea' }],
  fields: [
    { source: 'app', kind: 'select', choices: APP_KINDS, labels: 'resources.mobileApps.apps' },
    { source: 'platform', kind: 'select', choices: PLATFORMS, labels: 'resources.mobileApps.platforms' },
    { source: 'currentVersion', kind: 'text' },
    { source: 'minVersion', kind: 'text' },
    { source: 'forceUpdate', kind: 'boolean' },
    { source: 'storeUrl', kind: 'text' },
    { source: 'status', kind: 'status' },
  ],
  columns: ['id', 'app', 'platform', 'currentVersion', 'minVersion', 'forceUpdate', 'status'],
  sort: { field: 'id', order: 'ASC' },
  filters: ['app', 'platform'],
};
