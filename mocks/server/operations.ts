import { can } from '../../src/domain/permissions';
import type { Row } from '../rows';
import {
  collectionOf,
  findInScope,
  inScope,
  present,
  query,
  type ActionContext,
  type CollectionSpec,
  type DeclaredAction,
  type RequestContext,
} from './crud';
import { versionOf } from '../store';
import { Refusal, ok, read } from './http';
import { exportOf } from './csvExport';
import { pageOf } from './pages';
import { versionConflict } from './recordKinds';

/** The permission-table action of each generic operation. */
export const CRUD_ACTIONS: Record<string, string> = {
  list: 'list',
  details: 'show',
  many: 'list',
  add: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

const forbidden = () => new Refusal('app.errors.forbidden');

/** Editing a record into its Deleted status is a delete: it needs the delete right. */
function checkDeletedStatus(spec: CollectionSpec<Row>, ctx: RequestContext, existing: Row | undefined) {
  if (spec.deletedStatus === undefined || read.int(ctx.body.status) !== spec.deletedStatus) return;
  if (existing?.status === spec.deletedStatus) return;
  if (!can(ctx.account.permission, spec.api, 'delete')) throw forbidden();
}

/**
 * A write that names the version it was based on is refused when the record has moved on since, with the
 * current record, so the screen can show what changed. A call that names none (a bulk change) is not checked.
 */
function checkVersion(spec: CollectionSpec<Row>, ctx: RequestContext, existing: Row) {
  const sent = read.int(ctx.body.version);
  if (sent === undefined || sent === versionOf(existing)) return;
  throw versionConflict(spec.api, present(spec, existing, ctx));
}

/** What a write produced must stay in scope too (a record cannot be written into another location). */
function written(spec: CollectionSpec<Row>, ctx: RequestContext, data: Omit<Row, 'id'>) {
  if (!inScope(spec, { id: 0, ...data }, ctx)) throw forbidden();
  return data;
}

/** list/details/many/add/edit/delete/export of a collection, every one within the session's location. */
export function crud(
  spec: CollectionSpec<Row>,
  operation: string,
  ctx: RequestContext,
): Response | Promise<Response> {
  const collection = collectionOf(spec);
  const { body } = ctx;
  const shown = (row: Row) => present(spec, row, ctx);
  switch (operation) {
    case 'list':
      return pageOf(query(spec, ctx), body, shown);
    case 'export':
      return exportOf(query(spec, ctx).map(shown), spec.exportColumns, ctx, spec.labels ?? spec.api);
    case 'details':
      return ok(shown(findInScope(spec, body.id, ctx)));
    case 'many':
      return ok(
        read
          .ids(body.ids)
          .map((id) => collection.get(id))
          .filter((row): row is Row => !!row && inScope(spec, row, ctx))
          .map(shown),
      );
    case 'add': {
      checkDeletedStatus(spec, ctx, undefined);
      const data = written(spec, ctx, spec.prepare ? spec.prepare(body, undefined, ctx) : body);
      const inserted = collection.insert(data);
      return ok(shown(spec.afterAdd ? spec.afterAdd(inserted, ctx) : inserted));
    }
    case 'edit': {
      const existing = findInScope(spec, body.id, ctx);
      checkVersion(spec, ctx, existing);
      checkDeletedStatus(spec, ctx, existing);
      const data = written(spec, ctx, spec.prepare ? spec.prepare(body, existing, ctx) : body);
      return ok(shown(collection.update(existing.id, data)));
    }
    case 'delete': {
      const existing = findInScope(spec, body.id, ctx);
      checkVersion(spec, ctx, existing);
      const { deletedStatus } = spec;
      if (deletedStatus !== undefined && existing.status !== deletedStatus)
        return ok(shown(collection.update(existing.id, { status: deletedStatus })));
      collection.remove(existing.id);
      return ok(shown(existing));
    }
  }
  throw new Refusal('app.errors.notFound');
}

/** A declared action (its permission checked by the router): its record found within scope, then its handler. */
export async function runAction(
  spec: CollectionSpec<Row>,
  action: DeclaredAction<Row>,
  ctx: RequestContext,
): Promise<Response> {
  const actionCtx: ActionContext<Row> = {
    ...ctx,
    find: (id) => findInScope(spec, id, ctx),
    checkVersion: (row) => checkVersion(spec, ctx, row),
  };
  if (action.collection) {
    const result = await action.handle(actionCtx);
    return result instanceof Response ? result : ok(result);
  }
  const existing = actionCtx.find(ctx.body.id);
  checkVersion(spec, ctx, existing);
  const result = await action.handle(existing, actionCtx);
  return result instanceof Response ? result : ok(result);
}
