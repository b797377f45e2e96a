/**
 * The spec's URLs and react-admin's own differ: react-admin links to /promocodes/create, /promocodes/5 and
 * /promocodes/5/show and keeps the list page in ?page=2; the spec has /promocodes/add, /promocodes/edit/5,
 * /promocodes/details/5 and /promocodes/2. These two pure functions translate at the router boundary, so every
 * react-admin link, redirect and pagination lands on a spec URL, and every spec URL reads as react-admin expects.
 */
export interface PathLocation {
  pathname: string;
  search: string;
  hash?: string;
}

const RESERVED = new Set(['add', 'edit', 'details', 'create']);
const INTEGER = /^[1-9]\d*$/;

/** The resource base a pathname belongs to ('/services/types/3' -> 'services/types'), longest first. */
export function matchBase(pathname: string, bases: string[]): { base: string; rest: string[] } | null {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  for (const base of bases) {
    if (trimmed === base || trimmed.startsWith(`${base}/`)) {
      const rest = trimmed.slice(base.length).split('/').filter(Boolean);
      return { base, rest };
    }
  }
  return null;
}

function withPage(search: string, page: number | null): string {
  const params = new URLSearchParams(search);
  if (page == null) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Browser (spec) location -> what react-admin reads: /promocodes/2?x -> /promocodes?x&page=2. */
export function toAdminLocation<T extends PathLocation>(location: T, bases: string[]): T {
  const match = matchBase(location.pathname, bases);
  if (match && match.rest.length === 1 && INTEGER.test(match.rest[0])) {
    return {
      ...location,
      pathname: `/${match.base}`,
      search: withPage(location.search, Number(match.rest[0])),
    };
  }
  return location;
}

/** react-admin's path -> the spec's: create -> add, {id} -> edit/{id}, {id}/show -> details/{id}, ?page=N -> /N. */
export function toSpecLocation(location: PathLocation, bases: string[]): PathLocation {
  const match = matchBase(location.pathname, bases);
  if (!match) return location;
  const { base, rest } = match;
  if (rest.length === 0) {
    const page = Number(new URLSearchParams(location.search).get('page') ?? '1');
    const search = withPage(location.search, null);
    return { ...location, pathname: page > 1 ? `/${base}/${page}` : `/${base}`, search };
  }
  const [first, second, ...tail] = rest;
  if (first === 'create')
    return {
      ...location,
      pathname: ['', base, 'add', second, ...tail].filter((p) => p !== undefined).join('/'),
    };
  // Already a spec path (our own links): leave it.
  if (RESERVED.has(first)) return location;
  if (second === 'show') return { ...location, pathname: ['', base, 'details', first, ...tail].join('/') };
  return { ...location, pathname: ['', base, 'edit', first, ...[second, ...tail].filter(Boolean)].join('/') };
}

export function parsePath(path: string): PathLocation {
  const hashIndex = path.indexOf('#');
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const searchIndex = beforeHash.indexOf('?');
  return {
    pathname: searchIndex >= 0 ? beforeHash.slice(0, searchIndex) : beforeHash,
    search: searchIndex >= 0 ? beforeHash.slice(searchIndex) : '',
    hash,
  };
}

export const formatPath = (location: PathLocation) =>
  `${location.pathname}${location.search}${location.hash ?? ''}`;

/** A list route's extra segment must be a page number; anything else goes back to the list. */
export function listRedirect(pathname: string, bases: string[]): string | null {
  const match = matchBase(pathname, bases);
  if (!match || match.rest.length === 0) return null;
  if (match.rest.length === 1 && INTEGER.test(match.rest[0])) return null;
  return `/${match.base}`;
}
