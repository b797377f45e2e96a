import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { routeBases } from '../providers/resourceRegistry';
import { listRedirect } from './specPaths';

/** A list route's extra segment must be an integer page: /promocodes/abc goes back to /promocodes. */
export function ListPageGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const redirect = listRedirect(pathname, routeBases());
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

export interface ResourceScreens {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** extra routes under the resource (e.g. a profile's orders tab) */
  routes?: ReactElement[];
}

/**
 * A resource declaration on the spec's paths: /{name}, /{name}/{page}, /{name}/add, /{name}/edit/{id},
 * /{name}/details/{id}. App spreads the result into <Resource>.
 */
export function defineResource({
  name,
  list: List,
  create: Create,
  edit: Edit,
  show: Show,
  icon,
  recordRepresentation,
  routes = [],
}: ResourceScreens): ResourceProps {
  return {
    name,
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
}
