import { forwardRef, useCallback, useEffect, useMemo, useRef } from 'react';
import { reactRouterProvider, type RouterProvider, type RouterTo } from 'react-admin';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';
import { routeBases } from '../providers/resourceRegistry';
import { formatPath, parsePath, toAdminLocation, toSpecLocation, type PathLocation } from './specPaths';

/** Resolves a react-admin `to` against the current location, then rewrites it to the spec's URL. */
function specTo(to: RouterTo, current: PathLocation): string {
  const bases = routeBases();
  const target: PathLocation =
    typeof to === 'string'
      ? parsePath(to)
      : {
          // A `to` with only a search (pagination, filters) stays on the current list.
          pathname: to.pathname ?? toAdminLocation(current, bases).pathname,
          search: to.search ?? (to.pathname ? '' : current.search),
          hash: to.hash ?? '',
        };
  if (typeof to === 'string' && !to.startsWith('/')) return to; // relative links (tabs) resolve in the router
  return formatPath(toSpecLocation(target, bases));
}

const useLocation = () => {
  const location = useRouterLocation();
  return useMemo(() => toAdminLocation(location, routeBases()), [location]);
};

const useNavigate: RouterProvider['useNavigate'] = () => {
  const navigate = useRouterNavigate();
  const location = useRouterLocation();
  // Kept in refs so the function stays stable, as react-admin's own provider does.
  const latest = useRef({ navigate, location });
  useEffect(() => {
    latest.current = { navigate, location };
  }, [navigate, location]);
  return useCallback((to, options) => {
    const { navigate: go, location: here } = latest.current;
    // react-router's navigate answers a promise in a data router: nothing here waits for the navigation.
    if (typeof to === 'number') void go(to);
    else void go(specTo(to, here), options);
  }, []);
};

const Link = forwardRef<HTMLAnchorElement, React.ComponentProps<RouterProvider['Link']>>(function SpecLink(
  { to, ...props },
  ref,
) {
  const location = useRouterLocation();
  return <RouterLink ref={ref} to={specTo(to, location)} {...props} />;
});

const Navigate: RouterProvider['Navigate'] = ({ to, ...props }) => {
  const location = useRouterLocation();
  return <RouterNavigate to={specTo(to, location)} {...props} />;
};

/** react-admin's react-router provider with the spec's URLs at its boundary. */
export const specRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useLocation,
  useNavigate,
  Link,
  Navigate,
};
