import type { FieldKind } from '../../src/api/contract/fieldKinds';
import { historyApi, type FieldChange } from '../../src/api/contract/history';
import { decodeBody, encodeBody } from '../../src/api/encode';
import type { ChangeRow } from '../rows';
import { declareEndpoints, endpointAt, parseRequest, payloadOf } from '../server/contract';
import type { RequestContext } from '../server/crud';
import { db } from '../server/db';
import { HISTORY, same } from '../server/history';
import { Refusal } from '../server/http';
import { pageOf } from '../server/pages';
import { cardNames, declaredKinds } from '../server/recordKinds';
import { registerRoute, route } from '../server/router';

const changes = () => db().collection<ChangeRow>(HISTORY);

/** A change is seen from its record's location (a global record's changes from every location). */
const inScope = (row: ChangeRow, ctx: RequestContext) =>
  row.location === null || row.location === ctx.location;

/** Another endpoint called from here reads its body as the router would: through its schema, when declared. */
const routeAs = (path: string, ctx: RequestContext, body: Record<string, unknown>) => {
  const endpoint = endpointAt(path);
  return route(path, { ...ctx, body: endpoint ? parseRequest(endpoint, body) : body });
};

const newestFirst = (rows: ChangeRow[]) => rows.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

/**
 * The value a record's `field` had right after `entry`: what the entry set, else what the next change of it found,
 * else the record's current value.
 */
function valueAfter(entry: ChangeRow, field: string): unknown {
  const own = entry.changes.find((change) => change.field === field);
  if (own) return own.after;
  const later = changes()
    .all()
    .filter((row) => row.resource === entry.resource && row.recordId === entry.recordId)
    .filter((row) => row.at > entry.at || (row.at === entry.at && row.id > entry.id))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
    .flatMap((row) => row.changes.filter((change) => change.field === field));
  if (later.length) return later[0].before;
  return db().collection(entry.resource).get(entry.recordId)?.[field];
}

/**
 * A kind the timeline cannot tell alone, as it was before and after the entry: one that follows another field
 * (fieldKinds.ts `byField`), a customer's card by its name.
 */
function resolved(entry: ChangeRow, kind: FieldKind | undefined): Pick<FieldChange, 'kind' | 'beforeKind'> {
  if (kind?.kind === 'card')
    return { kind: { kind: 'names', names: cardNames(db().collection(entry.resource).get(entry.recordId)) } };
  if (kind?.kind !== 'byField') return { kind };
  const after = kind.kinds[String(valueAfter(entry, kind.field))];
  const own = entry.changes.find((change) => change.field === kind.field);
  const before = own ? kind.kinds[String(own.before)] : after;
  return before === after ? { kind: after } : { kind: after, beforeKind: before };
}

/** Each change with the kind its record's schema declares for the field (the resource's details answer). */
function withKinds(row: ChangeRow) {
  const kinds = declaredKinds(row.resource);
  return {
    ...row,
    changes: row.changes.map((change) => ({ ...change, ...resolved(row, kinds[change.field]) })),
  };
}

/**
 * admin/history/list {resource, id, page, perPage, accountId?, field?}: one record's changes, newest first. The
 * record must be readable (its details answer), so a record of another location has no history either.
 */
registerRoute('admin/history/list', 'history', 'list', async (ctx) => {
  const { resource, id, accountId, field } = payloadOf(historyApi.list, ctx.body);
  const details = await routeAs(`admin/${resource}/details`, ctx, { id });
  if (!((await details.json()) as { result: boolean }).result) throw new Refusal('app.errors.notFound');
  const rows = changes()
    .all()
    .filter((row) => row.resource === resource && row.recordId === id && inScope(row, ctx))
    .filter((row) => accountId === undefined || row.accountId === accountId)
    .filter((row) => !field || row.changes.some((change) => change.field === field));
  return pageOf(newestFirst(rows), ctx.body, withKinds);
});

/** admin/history/latest {page, perPage}: the latest changes across the panel, paged here. */
registerRoute('admin/history/latest', 'history', 'list', (ctx) =>
  pageOf(
    newestFirst(
      changes()
        .all()
        .filter((row) => inScope(row, ctx)),
    ),
    ctx.body,
    withKinds,
  ),
);

/**
 * admin/history/restore {entry, field}: puts back the value a field had before that change, as an edit of the
 * record would: the current record (its details) with that one field changed, through the wire's encoding, to
 * admin/<resource>/edit. So the edit's permission and rules apply (a locked promocode, a closed order refuse).
 */
registerRoute('admin/history/restore', 'history', 'edit', async (ctx) => {
  const posted = payloadOf(historyApi.restore, ctx.body);
  const entry = changes().get(posted.entry);
  if (!entry || !inScope(entry, ctx)) throw new Refusal('app.errors.notFound');
  const change = entry.changes.find((item) => item.field === posted.field);
  if (!change) throw new Refusal('app.errors.notFound');
  const details = (await (
    await routeAs(`admin/${entry.resource}/details`, ctx, { id: entry.recordId })
  ).json()) as {
    result: boolean;
    data?: Record<string, unknown>;
  };
  if (!details.result || !details.data) throw new Refusal('app.errors.notFound');
  const body = decodeBody(encodeBody({ ...details.data, [change.field]: change.before, id: entry.recordId }));
  const answer = await routeAs(`admin/${entry.resource}/edit`, ctx, body);
  // An edit of a closed order keeps what it may not change without refusing: the restore says it did not happen.
  const record = db().collection(entry.resource).get(entry.recordId);
  if (!same(record?.[change.field], change.before)) throw new Refusal('history.notRestored');
  return answer;
});

declareEndpoints(historyApi);
