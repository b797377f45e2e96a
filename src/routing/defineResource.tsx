import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import type { ApiName } from '../api/contract';
import { routeBases } from '../providers/resourceRegistry';
import { listRedirect } from './specPaths';

/** A list route's extra segment must be an integer page: /promocodes/abc goes back to /promocodes. */
export function ListPageGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const redirect = listRedirect(pathname, routeBases());
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
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
}

/** A declared resource: what react-admin's <Resource> takes, with its API and its place in the sidebar. */
export interface DeclaredResource extends ResourceProps {
  api?: ApiName;
  filter?: Record<string, unknown>;
  menu?: MenuPlace;
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
}: ResourceScreens): DeclaredResource {
  const resource: DeclaredResource = {
    name,
    api,
    filter,
    menu,
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
      Edit && <Route key="edit" path="edit/:id/*" element={<Edit />} />,
      Show && <Route key="details" path="details/:id/*" element={<Show />} />,
      ...routes,
    ].filter(Boolean),
  };
  declared.add(resource);
  return resource;
}
