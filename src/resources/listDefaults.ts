import { PAGE_SIZE } from '../domain/paging';

/**
 * The lists' sort and page size: each list's props and its opening query (its resource's `opensWith`, prefetched
 * by src/routing/prefetch.ts) share them, so the prefetched page is the one the list asks for.
 */
export const LIST_DEFAULTS = {
  orders: { sort: { field: 'nearest', order: 'ASC' as const }, perPage: PAGE_SIZE },
  partners: { sort: { field: 'id', order: 'DESC' as const }, perPage: PAGE_SIZE },
  customers: { sort: { field: 'id', order: 'DESC' as const }, perPage: PAGE_SIZE },
  reviews: { sort: { field: 'date', order: 'DESC' as const }, perPage: PAGE_SIZE },
};
