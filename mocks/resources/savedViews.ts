import type { SavedViewRow } from '../rows';
import { collectionOf, type CollectionSpec, type RequestContext } from '../server/crud';
import { Refusal, ok } from '../server/http';
import { declareEndpoints, payloadOf } from '../server/contract';
import { VIEW_NAME_MAX, savedViewsApi } from '../../src/api/contract/savedViews';
import { registerCollection } from '../server/router';

/** A filter or column set is kept as the JSON text the list sent; text that is not JSON is refused. */
const json = (value: string | undefined, fallback: string) => {
  const text = value ?? fallback;
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
 * filter is always added); only the author deletes one.
 */
const spec: CollectionSpec<SavedViewRow> = {
  api: 'savedViews',
  search: (row) => [row.name],
  operations: ['list', 'add'],
  defaultFilter: () => ({ visibleTo: 'me' }),
  filters: { visibleTo: (row, _value, ctx) => row.shared || row.accountId === ctx.account.id },
  // Only added and deleted (no screen edits a view), so `prepare` always makes a new one, owned by its author.
  prepare(body, _existing, ctx) {
    const posted = payloadOf(savedViewsApi.add, body);
    const name = posted.name.trim();
    if (!name) throw new Refusal('app.validation.required', { name: 'app.validation.required' });
    if (name.length > VIEW_NAME_MAX) throw new Refusal('views.nameMax', { name: 'views.nameMax' });
    return {
      resource: posted.resource ?? '',
      name,
      filter: json(posted.filter, '{}'),
      sort: posted.sort ?? 'id',
      order: posted.order ?? 'ASC',
      columns: posted.columns ? json(posted.columns, 'null') : null,
      shared: posted.shared ?? false,
      accountId: ctx.account.id,
      accountName: ctx.account.name,
      location: ctx.location,
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
declareEndpoints(savedViewsApi);
