import { HttpResponse, delay } from 'msw';
import { decodeBody } from '../../src/api/encode';
import { can } from '../../src/domain/permissions';
import { authenticate, type Account } from './auth';
import { dbReady } from './db';
import { collectionOf, findOr404, present, query, toCsv, type CollectionSpec, type RequestContext } from './crud';
import { Refusal, fail, ok } from './http';
import type { Row } from '../store';

export type RouteHandler = (ctx: RequestContext & { file?: File }) => Response | Promise<Response>;

interface PublicRoute {
  public: true;
  handle: (body: Record<string, unknown>) => Response | Promise<Response>;
}

const specs = new Map<string, CollectionSpec<Row>>();
const routes = new Map<string, { action: string; resource: string; handle: RouteHandler }>();
const publicRoutes = new Map<string, PublicRoute>();

/** Declares a resource's list/details/many/add/edit/delete/export on the fake server. */
export function registerCollection<T extends Row>(spec: CollectionSpec<T>) {
  specs.set(spec.api, spec as unknown as CollectionSpec<Row>);
}

/** Declares a non-CRUD endpoint; `action` is what the permission check calls it. */
export function registerRoute(path: string, resource: string, action: string, handle: RouteHandler) {
  routes.set(path, { action, resource, handle });
}

export function registerPublicRoute(path: string, handle: PublicRoute['handle']) {
  publicRoutes.set(path, { public: true, handle });
}

const CRUD_ACTIONS: Record<string, string> = {
  list: 'list',
  details: 'show',
  many: 'list',
  add: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

function crud(spec: CollectionSpec<Row>, operation: string, ctx: RequestContext): Response {
  const collection = collectionOf(spec);
  const body = ctx.body;
  switch (operation) {
    case 'list': {
      const rows = query(spec, ctx);
      const page = Math.max(1, Number(body.page) || 1);
      const perPage = Math.min(500, Math.max(1, Number(body.perPage) || 25));
      const slice = rows.slice((page - 1) * perPage, page * perPage);
      return ok(slice.map((row) => present(spec, row, ctx)), rows.length);
    }
    case 'details':
      return ok(present(spec, findOr404(spec, body.id), ctx));
    case 'many': {
      const ids = (Array.isArray(body.ids) ? body.ids : Object.values((body.ids as object) ?? {})).map(Number);
      return ok(ids.map((id) => collection.get(id)).filter(Boolean).map((row) => present(spec, row as Row, ctx)));
    }
    case 'add': {
      const data = spec.prepare ? spec.prepare(body, undefined, ctx) : body;
      return ok(present(spec, collection.insert(data as Omit<Row, 'id'>), ctx));
    }
    case 'edit': {
      const existing = findOr404(spec, body.id);
      const data = spec.prepare ? spec.prepare(body, existing, ctx) : body;
      return ok(present(spec, collection.update(existing.id, data as Partial<Row>), ctx));
    }
    case 'delete': {
      const existing = findOr404(spec, body.id);
      if (spec.softDelete && existing.status !== 3) return ok(present(spec, collection.update(existing.id, { status: 3 }), ctx));
      collection.remove(existing.id);
      return ok(present(spec, existing, ctx));
    }
    case 'export': {
      const csv = toCsv(query(spec, ctx).map((row) => present(spec, row, ctx)), spec.exportColumns);
      return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }
  }
  throw new Refusal('app.errors.notFound');
}

async function readBody(request: Request): Promise<{ body: Record<string, unknown>; file?: File }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    let file: File | undefined;
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
      else file = value;
    });
    return { body, file };
  }
  return { body: decodeBody(await request.text()) };
}

const latency = () => Number(import.meta.env.VITE_MOCK_LATENCY ?? 0);

/** One request: credential, session, permission, then the route. Every refusal is a `result: false`. */
export async function dispatch(request: Request, path: string): Promise<Response> {
  if (latency() > 0) await delay(latency());
  await dbReady();
  try {
    if (request.method !== 'POST') throw new Refusal('app.errors.technical');
    if (request.headers.get('Authorization') !== (import.meta.env.VITE_API_CREDENTIAL ?? '')) {
      throw new Refusal('app.errors.technical');
    }
    const { body, file } = await readBody(request);
    const publicRoute = publicRoutes.get(path);
    if (publicRoute) return await publicRoute.handle(body);

    const account: Account = await authenticate(body.adminAuthToken);
    const location = Number(body.location) || account.location;
    if (!account.locations.includes(location)) throw new Refusal('app.errors.forbidden');
    const ctx = { body, account, location, language: String(body.language ?? 'en'), file };

    const route = routes.get(path);
    if (route) {
      if (!can(account.permission, route.resource, route.action)) throw new Refusal('app.errors.forbidden');
      return await route.handle(ctx);
    }
    const match = /^admin\/([A-Za-z]+)\/([a-z]+)$/.exec(path);
    const spec = match && specs.get(match[1]);
    const action = match && CRUD_ACTIONS[match[2]];
    if (!spec || !action) throw new Refusal('app.errors.notFound');
    if (!can(account.permission, spec.api, action)) throw new Refusal('app.errors.forbidden');
    return crud(spec, match[2], ctx);
  } catch (error) {
    if (error instanceof Refusal) return fail(error.message, error.errors, error.logout);
    console.error('fake backend error', error);
    return fail('app.errors.technical');
  }
}
