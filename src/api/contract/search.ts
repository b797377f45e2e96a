import { z } from 'zod/mini';
import { SEARCH_TOO_LONG } from '../../domain/search';
import { endpoint } from './endpoint';
import { wire } from './wire';

/** Up to five rows of one kind and how many matched. */
const group = <Row extends z.ZodMiniType>(row: Row) =>
  z.object({ data: z.array(row), total: z.int().check(z.nonnegative()) });

export const searchResults = z.object({
  orders: group(
    z.object({
      id: z.int(),
      date: z.nullable(z.string()),
      status: z.int(),
      customerName: z.string(),
      customerPhone: z.string(),
      addressText: z.string(),
    }),
  ),
  customers: group(
    z.object({ id: z.int(), name: z.string(), phone: z.string(), email: z.optional(z.string()) }),
  ),
  partners: group(
    z.object({
      id: z.int(),
      name: z.string(),
      phone: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
  ),
});

export const searchApi = {
  search: endpoint({
    path: 'admin/search',
    summary:
      "The top bar's search: five orders, customers and partners of the session's location, with each total.",
    access: { resource: 'search', action: 'list' },
    request: z.object({
      q: z._default(wire.text('search').check(z.trim()), ''),
    }),
    answer: searchResults,
    errors: [SEARCH_TOO_LONG],
  }),
};

export type SearchResults = z.output<typeof searchResults>;
