import { z } from 'zod';
import { SEARCH_MAX } from '../../domain/search';
import { endpoint } from './endpoint';

/** Up to five rows of one kind and how many matched. */
const group = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), total: z.number().int().nonnegative() });

export const searchResults = z.object({
  orders: group(
    z.object({
      id: z.number().int(),
      date: z.string().nullable(),
      status: z.number().int(),
      customerName: z.string(),
      customerPhone: z.string(),
      addressText: z.string(),
    }),
  ),
  customers: group(
    z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string().optional() }),
  ),
  partners: group(
    z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string().optional(),
      email: z.string().optional(),
    }),
  ),
});

export const SEARCH_TOO_LONG = 'globalSearch.tooLong';

export const searchApi = {
  search: endpoint({
    path: 'admin/search',
    summary:
      "The top bar's search: five orders, customers and partners of the session's location, with each total.",
    access: { resource: 'search', action: 'list' },
    request: z.object({ q: z.string().trim().max(SEARCH_MAX, SEARCH_TOO_LONG).default('') }),
    answer: searchResults,
    errors: [SEARCH_TOO_LONG],
  }),
};

export type SearchResults = z.output<typeof searchResults>;
