import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import {
  AdminContext,
  CreateButton,
  DataTable,
  ListBase,
  ListContextProvider,
  ResourceContextProvider,
  memoryStore,
  testDataProvider,
  useAuthState,
  useGetList,
  useGetOne,
  useList,
  useResourceDefinitions,
  type DataProvider,
  type ResourceDefinitionContextValue,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  DATA_TABLE_CELL_CLASS,
  SESSION_CHECK_KEY,
  canAccessKey,
  StaticDefinitionsContext,
  getListQuery,
  getOneQuery,
  listCallAt,
  listParamsStoreKey,
  settledThenable,
} from '../../src/providers/raInternals';

/**
 * One test per react-admin (or React) internal that src/providers/raInternals.ts spells out: each fails if an
 * upgrade changes what the app relies on.
 */

const RECORDS = [
  { id: 1, name: 'Anna' },
  { id: 2, name: 'Piotr' },
];

function dataProviderSpy() {
  return testDataProvider({
    getList: vi.fn(() => Promise.resolve({ data: RECORDS, total: 2 })) as DataProvider['getList'],
    getOne: vi.fn(() => Promise.resolve({ data: RECORDS[0] })) as DataProvider['getOne'],
  });
}

const LIST_CALL = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

describe('react-admin internals the app relies on (src/providers/raInternals.ts)', () => {
  it("getListQuery: useGetList's key and stored answer, so a prefetch is taken without a second call", async () => {
    const dataProvider = dataProviderSpy();
    const queryClient = new QueryClient();
    const query = getListQuery(dataProvider, 'things', LIST_CALL);
    await queryClient.prefetchQuery(query);
    queryClient.setQueryDefaults(query.queryKey, { staleTime: 60_000 });
    function Names() {
      const { data } = useGetList('things', LIST_CALL);
      return <p>{data?.map((record) => record.name as string).join(', ')}</p>;
    }
    render(
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Names />
      </AdminContext>,
    );
    expect(await screen.findByText('Anna, Piotr')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(query.queryKey)).toEqual({
      data: RECORDS,
      total: 2,
      pageInfo: undefined,
      meta: undefined,
    });
  });

  it("getOneQuery: useGetOne's key and stored record", async () => {
    const dataProvider = dataProviderSpy();
    const queryClient = new QueryClient();
    const query = getOneQuery(dataProvider, 'things', '1');
    await queryClient.prefetchQuery(query);
    queryClient.setQueryDefaults(query.queryKey, { staleTime: 60_000 });
    function Name() {
      const { data } = useGetOne('things', { id: 1 });
      return <p>{data?.name as string}</p>;
    }
    render(
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Name />
      </AdminContext>,
    );
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
  });

  it('listCallAt and listParamsStoreKey: the call a <List> makes from the address, its stored parameters and its defaults', async () => {
    const dataProvider = dataProviderSpy();
    const stored = { sort: 'name', order: 'ASC', page: 3, perPage: 10, filter: { q: 'an' } };
    const store = memoryStore({ [listParamsStoreKey('things')]: stored });
    const defaults = { sort: { field: 'id', order: 'DESC' as const }, perPage: 25 };
    for (const search of [
      '',
      '?page=2&perPage=25&sort=id&order=DESC&filter=%7B%22city%22%3A%22Warszawa%22%7D',
    ]) {
      vi.mocked(dataProvider.getList).mockClear();
      const { unmount } = render(
        <MemoryRouter initialEntries={[`/things${search}`]}>
          <AdminContext dataProvider={dataProvider} store={store} queryClient={new QueryClient()}>
            <ListBase resource="things" sort={defaults.sort} perPage={defaults.perPage}>
              <p>list</p>
            </ListBase>
          </AdminContext>
        </MemoryRouter>,
      );
      await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
      const [resource, params] = vi.mocked(dataProvider.getList).mock.calls[0];
      expect(resource).toBe('things');
      const expected = listCallAt(search, stored, defaults);
      expect({ pagination: params.pagination, sort: params.sort, filter: params.filter }).toEqual({
        pagination: expected.pagination,
        sort: expected.sort,
        filter: expected.filter,
      });
      unmount();
    }
  });

  it("SESSION_CHECK_KEY: the start of the session check's query key (react-admin's routes check through useAuthState)", async () => {
    const queryClient = new QueryClient();
    const authProvider = {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: vi.fn(() => Promise.resolve()),
      checkError: () => Promise.resolve(),
    };
    function State() {
      useAuthState();
      return null;
    }
    render(
      <AdminContext authProvider={authProvider} queryClient={queryClient}>
        <State />
      </AdminContext>,
    );
    await waitFor(() => expect(authProvider.checkAuth).toHaveBeenCalled());
    const [check] = queryClient.getQueryCache().findAll({ queryKey: [...SESSION_CHECK_KEY] });
    expect(check).toBeDefined();
    // So the freshness set under that key (src/providers/queryClient.ts) applies to it.
    expect(check.queryKey.slice(0, 2)).toEqual([...SESSION_CHECK_KEY]);
  });

  it("canAccessKey: useCanAccess's key, so a Create button with its answer in the cache draws on its first render", () => {
    // An access check that never answers: only the cache can make the button draw.
    const authProvider = {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
      canAccess: () => new Promise<boolean>(() => undefined),
    };
    const button = (queryClient: QueryClient) => (
      <AdminContext authProvider={authProvider} queryClient={queryClient}>
        <ResourceContextProvider value="things">
          <CreateButton />
        </ResourceContextProvider>
      </AdminContext>
    );
    const { unmount } = render(button(new QueryClient()));
    expect(screen.queryByRole('link', { name: /create/ })).toBeNull();
    unmount();
    const seeded = new QueryClient();
    seeded.setQueryData(canAccessKey('things', 'create'), true);
    render(button(seeded));
    expect(screen.getByRole('link', { name: /create/ })).toBeInTheDocument();
  });

  it("DATA_TABLE_CELL_CLASS: the classes of DataTable's body cells", () => {
    function Rows() {
      const list = useList({ data: RECORDS });
      return (
        <ListContextProvider value={list}>
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="name" />
          </DataTable>
        </ListContextProvider>
      );
    }
    render(
      <AdminContext>
        <ResourceContextProvider value="things">
          <Rows />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const [cell] = within(screen.getByText('Anna').closest('tr')!).getAllByRole('cell');
    for (const name of DATA_TABLE_CELL_CLASS.split(' ')) expect(cell.classList).toContain(name);
  });

  it('StaticDefinitionsContext: the context useResourceDefinitions reads', () => {
    const fixed: ResourceDefinitionContextValue = {
      definitions: {
        things: { name: 'things', hasList: true, hasEdit: false, hasShow: false, hasCreate: false },
      },
      register: () => undefined,
      unregister: () => undefined,
    };
    function Names() {
      return <p>{Object.keys(useResourceDefinitions()).join(',')}</p>;
    }
    render(
      <StaticDefinitionsContext.Provider value={fixed}>
        <Names />
      </StaticDefinitionsContext.Provider>,
    );
    expect(screen.getByText('things')).toBeInTheDocument();
  });

  it('settledThenable: React.lazy renders a settled thenable in the same render, without its fallback', () => {
    const Screen = lazy(() => settledThenable({ default: () => <p>the screen</p> }));
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
