import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { preloadLiveParts } from '../components/live/liveParts';
import { PAGES } from '../pages/declared';
import { accessOf } from '../providers/authProvider';
import { createQueryClient } from '../providers/queryClient';
import { canAccessKey } from '../providers/raInternals';
import { RESOURCES } from '../resources/declared';
import type { Action } from '../domain/permissions';
import { getSession } from '../session/store';
import type { ScreenKind } from './defineResource';
import type { ScreenCode } from './definePage';
import type { OpeningQuery, OpensWith } from './opening';
import { prefetchUnread } from './unreadAnswers';

/**
 * One mechanism for every screen (issue 28): each screen declares the data it opens with (its resource's
 * `opensWith`, or its page's in src/pages/declared.ts); this module finds the screen of an address and fetches its
 * code and that data ahead, into the app's query cache under the screen's own query keys, so the screen's first
 * render reads it (an answer still on its way is joined, not asked for again):
 *  - at boot, for the address the page opens with (src/main.tsx, before the first render);
 *  - on intent, when a link (a menu entry, a row's link) is hovered or focused, before the click's navigation.
 */

/** The kind of a screen, as the shell waits for it: a list waits for its rows (src/layout/firstScreen.tsx). */
export type OpeningKind = 'list' | 'details' | 'form' | 'page';

export interface Opening {
  kind: OpeningKind;
  /** A resource's screen: its name, whose access answers the screen's buttons read. */
  resource?: string;
  screen?: ScreenCode;
  /** A record's screen: its live parts (the edit lock, the viewers, the change notice) are fetched with its code. */
  record?: boolean;
  queries: readonly OpeningQuery[];
}

const KIND: Record<ScreenKind, OpeningKind> = { list: 'list', create: 'form', edit: 'form', show: 'details' };

interface Route {
  pattern: string;
  kind: ScreenKind | 'page';
  resource?: string;
  screen?: ScreenCode;
  opensWith?: OpensWith;
}

/** Static paths first (`/services/types` is a list, not the page `types` of `/services`). */
const ROUTES: Route[] = [
  ...PAGES.map(({ path, screen, opensWith }) => ({
    pattern: path,
    kind: 'page' as const,
    screen,
    opensWith,
  })),
  ...RESOURCES.flatMap(({ name, screens, opensWith }) => {
    const route = (pattern: string, kind: ScreenKind): Route[] =>
      screens[kind]
        ? [{ pattern, kind, resource: name, screen: screens[kind], opensWith: opensWith[kind] }]
        : [];
    return [...route(`/${name}`, 'list'), ...route(`/${name}/add`, 'create')];
  }),
  ...RESOURCES.flatMap(({ name, screens, opensWith }) => {
    const route = (pattern: string, kind: ScreenKind): Route[] =>
      screens[kind]
        ? [{ pattern, kind, resource: name, screen: screens[kind], opensWith: opensWith[kind] }]
        : [];
    return [
      ...route(`/${name}/:page`, 'list'),
      ...route(`/${name}/edit/:id`, 'edit'),
      ...route(`/${name}/details/:id`, 'show'),
    ];
  }),
];

/** The screen at an address, its code and the queries it opens with (none when logged out). */
export function openingAt(pathname: string, search: string): Opening | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.pattern, pathname.replace(/\/$/, '') || '/');
    if (!match) continue;
    if (route.kind === 'list' && match.params.page !== undefined && !/^[1-9]\d*$/.test(match.params.page))
      continue;
    const queries = getSession() && route.opensWith ? route.opensWith({ params: match.params, search }) : [];
    const kind = route.kind === 'page' ? 'page' : KIND[route.kind];
    const record = route.kind === 'edit' || route.kind === 'show';
    return { kind, resource: route.resource, screen: route.screen, record, queries };
  }
  return undefined;
}

/**
 * Fetches a screen's code and data; each promise resolves once it is in (or failed: the screen then shows its own
 * fault): `data` all of it, `firstData` what its first render waits for (not the queries in the background). Each
 * call asks again (an answer still on its way is joined), so an intent long after an earlier one brings the data as
 * it is now.
 */
export function prefetchOpening(queryClient: QueryClient, opening: Opening | undefined) {
  seedAccess(queryClient, opening?.resource);
  const code = fetchCode(opening);
  const queries = (opening?.queries ?? []).map((options) => ({
    options,
    answer: prefetchUnread(queryClient, options),
  }));
  const data = Promise.all(queries.map(({ answer }) => answer));
  const firstData = Promise.all(
    queries.flatMap(({ options, answer }) => (options.background ? [] : [answer])),
  );
  return {
    code: code.then(() => undefined),
    data: data.then(() => undefined),
    firstData: firstData.then(() => undefined),
  };
}

/** A screen's code, and a record screen's live parts: each fetched once, then drawn at once (`lazyScreen`). */
function fetchCode(opening: Opening | undefined) {
  return Promise.all([opening?.screen?.preload?.(), opening?.record ? preloadLiveParts() : undefined]).catch(
    () => undefined,
  );
}

interface Router {
  subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
}

/**
 * On a move no intent announced (a redirect after a save, the palette, the keyboard, back and forward): the new
 * screen's code, and the data it opens with that the cache has never had, are fetched as the move starts, before
 * React renders it. A record screen's code then comes while its guard waits for the record, and the screen is drawn
 * once the record is in, instead of suspending then (React keeps a fallback it showed at least 300 ms). Data an
 * intent fetched, or an earlier visit left, is the screen's own to ask again: nothing is asked twice.
 */
export function prefetchOnMove(router: Router, queryClient: QueryClient) {
  let last = '';
  return router.subscribe(({ location: { pathname, search } }) => {
    if (pathname + search === last) return;
    last = pathname + search;
    const opening = openingAt(pathname, search);
    seedAccess(queryClient, opening?.resource);
    void fetchCode(opening);
    for (const options of opening?.queries ?? [])
      if (queryClient.getQueryState(options.queryKey) === undefined)
        void prefetchUnread(queryClient, options);
  });
}

/** The actions a resource screen's buttons ask react-admin about (Create, Edit, Show, Delete, bulk Delete, export). */
const SCREEN_ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/**
 * The access answers of a resource's screen, from the session (the authProvider's `canAccess` gives the same): a
 * button that checks its access draws on the screen's first render, not a render later, when it would widen the
 * list's toolbar, wrap its filters and move the rows under the user's pointer. An answer the cache holds already is
 * left as it is: written again, it would tell each of its readers of a new answer (the list's buttons, its table
 * and the screen itself drew again at every page switch and every hover of its menu entry).
 */
function seedAccess(queryClient: QueryClient, resource: string | undefined) {
  if (!resource || !getSession()) return;
  for (const action of SCREEN_ACTIONS) {
    const key = canAccessKey(resource, action);
    const answer = accessOf(resource, action);
    if (queryClient.getQueryData(key) !== answer) queryClient.setQueryData(key, answer);
  }
}

/**
 * The boot's half (src/main.tsx): the app's query cache, and the prefetch of the screen the page opens with
 * (`code`, `data`, `firstData`: resolved once in).
 */
export function openScreen(location: { pathname: string; search: string } = window.location) {
  const queryClient = createQueryClient();
  const opening = openingAt(location.pathname, location.search);
  return { queryClient, opening, ...prefetchOpening(queryClient, opening) };
}

/** An in-app link's address (same origin, not a download or a new tab's target), or nothing. */
function linkAt(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if (link.target === '_blank' || link.hasAttribute('download')) return undefined;
  return link;
}

/**
 * On intent: a link hovered or focused (menu entries, row links, any in-app link) has its screen's code and data
 * fetched, so a click shows the screen with its content. Mounted once, in the layout.
 */
export function usePrefetchOnIntent() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last: HTMLAnchorElement | undefined;
    const onIntent = (event: Event) => {
      const link = linkAt(event.target);
      if (!link || link === last) return;
      last = link;
      void prefetchOpening(queryClient, openingAt(link.pathname, link.search));
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [queryClient]);
}
