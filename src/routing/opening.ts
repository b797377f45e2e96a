import type { SortPayload } from 'react-admin';
import { appStore } from '../layout/preferencesStore';
import { dataProvider } from '../providers/dataProvider';
import { getListQuery, getOneQuery, listCallAt, listParamsStoreKey } from '../providers/raInternals';

/** The address a screen opens at: its route's parameters (`:id`) and the query string. */
export interface ScreenAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/** A query a screen opens with, as react-query options: the very query the screen itself will make. */
export interface OpeningQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  /** Sent ahead all the same, but the first render does not wait for it: the screen draws its place meanwhile. */
  background?: boolean;
}

/**
 * What a screen opens with (declared beside the screen, in its resource's or page's declaration): the queries its
 * first render reads, for the address it opens at. src/routing/prefetch.ts sends them for the route a page opens
 * with, and on intent (a menu entry or row link hovered or focused) before a client-side navigation.
 */
export type OpensWith = (address: ScreenAddress) => readonly OpeningQuery[];

/** A react-admin list's first page, computed as its <List> will from the address, its stored parameters and its defaults. */
export const listOpening =
  (resource: string, defaults: { sort: SortPayload; perPage: number }): OpensWith =>
  ({ search }) => [
    getListQuery(
      dataProvider,
      resource,
      listCallAt(search, appStore.getItem(listParamsStoreKey(resource), {}) ?? {}, defaults),
    ),
  ];

/** A record screen's record (details, edit: its RecordGuard and its controller read the same query). */
export const recordOpening =
  (resource: string): OpensWith =>
  ({ params }) =>
    params.id && /^[1-9]\d*$/.test(params.id) ? [getOneQuery(dataProvider, resource, params.id)] : [];

/**
 * Fixed react-admin list calls (a form's catalogue): the same whatever the address. In the background: a form's
 * first input needs none of them, and the inputs that do show their own loading.
 */
export const listsOpening =
  (calls: readonly (readonly [resource: string, params: Parameters<typeof getListQuery>[2]])[]): OpensWith =>
  () =>
    calls.map(([resource, params]) => ({
      ...getListQuery(dataProvider, resource, params),
      background: true,
    }));
