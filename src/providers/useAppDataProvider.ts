import { useContext, useMemo } from 'react';
import { DataProviderContext, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { AppDataProvider } from './types';

/** react-admin's own methods: its hooks read their answers, stand-in included (see below). */
const CRUD = new Set<string>([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]);

/**
 * The dataProvider as screens call it (instead of react-admin's useDataProvider, which eslint refuses elsewhere).
 *
 * react-admin's useDataProvider answers a call that its authProvider's checkError takes as the end of the session
 * with a stand-in, `{ data: {} }` (`{ data: [] }` for the list methods), so that its own hooks render nothing while
 * it logs out (tests/component/raInternals.test.tsx). That is the shape of its CRUD answers, not of ours: the typed
 * methods answer their endpoint's `data` itself (an array of days, a promocode's terms...), and a hook still
 * mounted when the logout clears the query cache would refetch, be given `{ data: {} }` as its answer, and render
 * with it (the order form's price read `days.find` of it: a render error during the logout, issue 28).
 *
 * Here the CRUD methods keep react-admin's path, and the typed methods reject with the call's own error once the
 * same logout is under way: a query takes it as a failed load, never as an answer.
 */
export function useAppDataProvider(): AppDataProvider {
  const proxied = useDataProvider<AppDataProvider>();
  const provided = useContext(DataProviderContext);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(proxied, {
        get: (target, name, receiver) => {
          const method: unknown = provided && typeof name === 'string' ? provided[name] : undefined;
          if (typeof name !== 'string' || CRUD.has(name) || typeof method !== 'function')
            return Reflect.get(target, name, receiver) as unknown;
          return (...args: unknown[]) =>
            (method as (...args: unknown[]) => Promise<unknown>)
              .apply(provided, args)
              .catch(async (error: unknown) => {
                await logoutIfAccessDenied(error);
                throw error;
              });
        },
      }),
    [proxied, provided, logoutIfAccessDenied],
  );
}
