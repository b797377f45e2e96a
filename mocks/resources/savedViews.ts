import type { SavedViewRow } from '../rows';
import { collectionOf, type CollectionSpec, type RequestContext } from '../server/crud';
import { Refusal, ok, read } from '../server/http';
import { registerCollection } from '../server/router';

const NAME_MAX = 60;

const json = (value: unknown, fallback: string) => {
  const text = read.str(value) ?? fallback;
  try {
    JSON.parse(text);
    return text;
  } catch {
    throw new Refusal('app.errors.technical');
  }
};

/** Another person's private view is nobody else's business: answered like a missing one. */
const mine = (row: SavedViewRow, ctx: RequestContext) => {
  if (row.accountId !== ctx.account.id) throw new Refusal('app.errors.notFound');
  return row;
};

/**
 * Saved views of the lists: each person sees their own and the ones shared in the location (the `visibleTo`
 * filter is always added); only the author changes or deletes one.
 */
const spec: CollectionSpec<SavedViewRow> = {
  api: 'savedViews',
  search: (row) => [row.name],
  defaultFilter: () => ({ visibleTo: 'me' }),
  filters: { visibleTo: (row, _value, ctx) => row.shared || row.accountId === ctx.account.id },
  prepare(body, existing, ctx) {
    if (existing) mine(existing, ctx);
    const name = read.str(body.name)?.trim() ?? '';
    if (!name) throw new Refusal('app.validation.required', { name: 'app.validation.required' });
    if (name.length > NAME_MAX) throw new Refusal('views.nameMax', { name: 'views.nameMax' });
    const order = read.str(body.order) === 'DESC' ? 'DESC' : 'ASC';
    return {
      resource: existing?.resource ?? read.str(body.resource) ?? '',
      name,
      filter: json(body.filter, '{}'),
      sort: read.str(body.sort) ?? 'id',
      order,
      columns: body.columns ? json(body.columns, 'null') : null,
      shared: read.bool(body.shared),
      accountId: existing?.accountId ?? ctx.account.id,
      accountName: existing?.accountName ?? ctx.account.name,
      location: existing?.location ?? ctx.location,
    };
  },
  actions: {
    delete: {
      permission: 'delete',
      handle(row, ctx) {
        collectionOf(spec).remove(mine(row, ctx).id);
        return ok(row);
      },
    },
  },
};
registerCollection(spec);
