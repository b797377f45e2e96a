import { getQuery, parseQueryFromLocation, type SortPayload } from 'react-admin';
import { appStore } from '../layout/preferencesStore';
import { preloadList } from '../providers/dataProvider';
import { getSession } from '../session/store';

export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

/**
 * Sends a list screen's first call as the page loads (src/main.tsx), with the parameters react-admin's list will
 * compute from the same sources (the address's query, the list's stored parameters, the screen's defaults), so
 * the rows are on their way while the app renders and checks access. The list's own call takes this answer
 * (src/providers/earlyCalls.ts); if anything differs, it simply makes its own call.
 */
export function preloadListPage(resource: string, { sort, perPage }: ListDefaults) {
  if (!getSession()) return undefined;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(window.location),
    params: appStore.getItem(`${resource}.listParams`, {}),
    filterDefaultValues: undefined,
    sort,
    perPage,
  });
  return preloadList(resource, {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  });
}
