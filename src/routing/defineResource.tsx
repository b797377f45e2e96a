import { Suspense, useDeferredValue, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { useGetOne, useTranslate, type ResourceProps } from 'react-admin';
import { isLockable } from '../domain/locks';
import { LoadProblem } from '../components/LoadProblem';
import { ChangedNotice, EditLock, Presence } from '../components/live/liveParts';
import { NotFound } from '../components/NotFound';
import type { ApiName } from '../api/contract';
import { apiName, routeBases } from '../providers/resourceRegistry';
import type { ScreenCode } from './definePage';
import type { OpensWith } from './opening';
import { listRedirect } from './specPaths';

/** A list route's extra segment must be an integer page: /promocodes/abc goes back to /promocodes. */
export function ListPageGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const redirect = listRedirect(pathname, routeBases());
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

/** A record id in a URL: a positive integer (every collection's ids are). */
export const isRecordId = (id: string | undefined) => !!id && /^[1-9]\d*$/.test(id);

/** The message of an unknown record of a resource: 'This partner does not exist'. */
export const notFoundMessage = (resource: string) => `resources.${resource}.notFound`;

/**
 * A record screen's guard (details, edit): an id that is not one, or a record the backend does not know (or hides,
 * being of another location), shows the resource's 'does not exist' page with Go back, on every resource alike,
 * instead of react-admin's toast and redirect to the list. It reads the record under react-admin's own query key,
 * so the screen's controller takes the same answer. The screen renders only once the record has come: an answer
 * that is already an error (a prefetched one, src/routing/prefetch.ts) would otherwise reach the screen's
 * controller first, and its default redirect to the list would run.
 */
export function RecordGuard({
  resource,
  editing = false,
  children,
}: {
  resource: string;
  /** the record's form: a change told by the live feed is announced, not loaded over the user's typing */
  editing?: boolean;
  children?: ReactNode;
}) {
  const { id } = useParams();
  const translate = useTranslate();
  const valid = isRecordId(id);
  const { error, isPending } = useGetOne(resource, { id: id ?? '' }, { enabled: valid, retry: false });
  // The screen is drawn in a transition once the record is in: a screen whose code is still coming keeps the
  // progress bar shown until it can draw, instead of a blank fallback that React would keep at least 300 ms.
  const pending = useDeferredValue(isPending);
  if (!valid || error?.message === 'app.errors.notFound')
    return <NotFound message={notFoundMessage(resource)} fallback={`/${resource}`} />;
  if (error) return <LoadProblem />;
  if (pending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  const lockable = isLockable(apiName(resource));
  return (
    <>
      <Suspense fallback={null}>
        <ChangedNotice resource={resource} id={id ?? ''} editing={editing} />
        {lockable && <Presence api={apiName(resource)} id={Number(id)} />}
      </Suspense>
      {/* No Suspense of its own around the screen: a screen whose code is still coming keeps what was shown (the
          progress bar above, or on a move the previous screen) instead of a blank held 300 ms by React; its lock
          is fetched with its code (`record` in src/routing/prefetch.ts). */}
      {editing && lockable ? (
        <EditLock api={apiName(resource)} resource={resource} id={Number(id)}>
          {children}
        </EditLock>
      ) : (
        children
      )}
    </>
  );
}

/** The sidebar's two menus (spec section 2): the main menu, and the sub-menu under it. */
export type MenuGroup = 'main' | 'sub';

/** An entry's place in the sidebar: its menu, and its order there (ascending; pages and resources share it). */
export interface MenuPlace {
  group: MenuGroup;
  order: number;
}

export interface ResourceScreens {
  /** the route, which is the spec's path (`services/types`) and react-admin's resource name */
  name: string;
  /** the API resource every call of this route goes to, `admin/{api}/...`; none for a page of links (SEO) */
  api?: ApiName;
  /** a filter every call of this route carries (partner agreements: `{ type: 'partner' }`) */
  filter?: Record<string, unknown>;
  /** its place in the sidebar; none: it is not in the sidebar (reached from another screen) */
  menu?: MenuPlace;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** extra routes under the resource (e.g. a profile's orders tab) */
  routes?: ReactElement[];
  /**
   * The data each screen opens with, as react-query options (src/routing/opening.ts: `listOpening`,
   * `recordOpening`, ...): prefetched for the route a page opens with, and on intent (src/routing/prefetch.ts).
   */
  opensWith?: Partial<Record<ScreenKind, OpensWith>>;
}

/** A resource's screens: its list, its add form, its edit form, its details. */
export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

/** A declared resource: what react-admin's <Resource> takes, with its API and its place in the sidebar. */
export interface DeclaredResource extends ResourceProps {
  api?: ApiName;
  filter?: Record<string, unknown>;
  menu?: MenuPlace;
  /** the screens' code, to fetch ahead */
  screens: Partial<Record<ScreenKind, ScreenCode>>;
  opensWith: Partial<Record<ScreenKind, OpensWith>>;
}

const declared = new WeakSet<object>();

/** Whether a module's export is a resource's declaration (src/resources/declared.ts collects them). */
export const isDeclaredResource = (value: unknown): value is DeclaredResource =>
  typeof value === 'object' && value !== null && declared.has(value);

/**
 * A resource declaration on the spec's paths: /{name}, /{name}/{page}, /{name}/add, /{name}/edit/{id},
 * /{name}/details/{id}. The route registry (route -> API) and the sidebar are computed from the declarations
 * (src/resources/declared.ts); App spreads each into <Resource>.
 */
export function defineResource({
  name,
  api,
  filter,
  menu,
  list: List,
  create: Create,
  edit: Edit,
  show: Show,
  icon,
  recordRepresentation,
  routes = [],
  opensWith = {},
}: ResourceScreens): DeclaredResource {
  const resource: DeclaredResource = {
    name,
    api,
    filter,
    menu,
    screens: { list: List, create: Create, edit: Edit, show: Show },
    opensWith,
    icon,
    recordRepresentation,
    list: List ? (
      <ListPageGuard>
        <List />
      </ListPageGuard>
    ) : undefined,
    hasCreate: !!Create,
    hasEdit: !!Edit,
    hasShow: !!Show,
    children: [
      Create && <Route key="add" path="add/*" element={<Create />} />,
      Edit && (
        <Route
          key="edit"
          path="edit/:id/*"
          element={
            <RecordGuard resource={name} editing>
              <Edit />
            </RecordGuard>
          }
        />
      ),
      Show && (
        <Route
          key="details"
          path="details/:id/*"
          element={
            <RecordGuard resource={name}>
              <Show />
            </RecordGuard>
          }
        />
      ),
      ...routes,
    ].filter(Boolean),
  };
  declared.add(resource);
  return resource;
}
