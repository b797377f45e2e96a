/**
 * Every internal of react-admin (and of React) that the app relies on without it being public API, in one place:
 * each one has a test (tests/component/raInternals.test.tsx) that fails if an upgrade changes it. Nothing else in
 * src/ spells these out.
 */
import {
  ResourceDefinitionContext,
  getQuery,
  parseQueryFromLocation,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';

/** The query key of react-admin's session check (useCheckAuth / useAuthState), whose freshness the app sets. */
export const SESSION_CHECK_KEY = ['auth', 'checkAuth'] as const;

/**
 * The query key of react-admin's access check for an action on a resource, no record (`useCanAccess`, which its
 * Create, Edit, Delete and bulk buttons call): a button draws nothing until that query has an answer.
 */
export const canAccessKey = (resource: string, action: string) =>
  ['auth', 'canAccess', { action, resource }] as const;

type ListCall = Pick<GetListParams, 'pagination' | 'sort' | 'filter'> & { meta?: unknown };

/**
 * react-admin's `useGetList` query: its key and what it stores (`{ data, total, pageInfo, meta }`), so a prefetch
 * lands where the screen's own query reads.
 */
export function getListQuery(dataProvider: DataProvider, resource: string, params: ListCall) {
  const { pagination, sort, filter, meta } = params;
  return {
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }] as const,
    queryFn: () =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta })
        .then(({ data, total, pageInfo, meta: answerMeta }: GetListResult) => ({
          data,
          total,
          pageInfo,
          meta: answerMeta,
        })),
  };
}

/** react-admin's `useGetOne` query (a record screen's, a RecordGuard's): its key, and the record it stores. */
export function getOneQuery(dataProvider: DataProvider, resource: string, id: Identifier, meta?: unknown) {
  return {
    queryKey: [resource, 'getOne', { id: String(id), meta }] as const,
    queryFn: () => dataProvider.getOne<RaRecord>(resource, { id, meta }).then(({ data }) => data),
  };
}

/** Where react-admin's `<List>` keeps a list's last parameters in its store. */
export const listParamsStoreKey = (resource: string) => `${resource}.listParams`;

/**
 * The page, sort and filter a react-admin `<List>` computes on mounting (useListParams): from the address's query,
 * its stored parameters and the list's defaults.
 */
export function listCallAt(
  search: string,
  stored: object,
  { sort, perPage }: { sort: SortPayload; perPage: number },
): ListCall {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored,
    filterDefaultValues: undefined,
    sort,
    perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
}

/** The classes react-admin's DataTable gives a body cell (ListColumn draws its plain cells with them). */
export const DATA_TABLE_CELL_CLASS =
  'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell';

/**
 * react-admin's resource definitions context: src/layout/ResourceDefinitions.tsx provides it with fixed
 * definitions so that <Resource>'s registrations have nothing to change.
 */
export const StaticDefinitionsContext = ResourceDefinitionContext;

/**
 * A thenable that hands its value over at once: React.lazy reads it during the render itself (React's own
 * synchronous-thenable path), so a screen whose code is already here renders without suspending.
 */
export const settledThenable = <T>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;
