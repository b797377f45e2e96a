import { delay } from 'msw';
import { decodeBody } from '../../src/api/encode';
import { can } from '../../src/domain/permissions';
import type { Row } from '../rows';
import { authenticate } from './auth';
import type { CollectionSpec, RequestContext } from './crud';
import { dbReady } from './db';
import { Refusal, fail } from './http';
import { recordingWrites } from './history';
import { CRUD_ACTIONS, crud, runAction } from './operations';
import { isUploadPath, uploadResponse } from './uploads';

export type RouteHandler = (ctx: RequestContext) => Response | Promise<Response>;
type PublicHandler = (body: Record<string, unknown>) => Response | Promise<Response>;

const specs = new Map<string, CollectionSpec<Row>>();
const routes = new Map<string, { action: string; resource: string; handle: RouteHandler }>();
const publicRoutes = new Map<string, PublicHandler>();

/**
 * Declares a resource: list/details/many/add/edit/delete/export, and its declared `actions`, on `admin/<api>/...`.
 * The router scopes each of them to the session's location and checks the permission table first.
 */
export function registerCollection<T extends Row>(spec: CollectionSpec<T>) {
  specs.set(spec.api, spec as unknown as CollectionSpec<Row>);
  return spec;
}

/** Declares an endpoint that is not about a collection's records; `action` is what the permission table calls it. */
export function registerRoute(path: string, resource: string, action: string, handle: RouteHandler) {
  routes.set(path, { action, resource, handle });
}

export function registerPublicRoute(path: string, handle: PublicHandler) {
  publicRoutes.set(path, handle);
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

/** A declared collection by its API name (global search and history restore read through it). */
export const specOf = (api: string) => specs.get(api);

/** After the session: a plain route, a collection's declared action, or one of its generic operations. */
export async function route(path: string, ctx: RequestContext): Promise<Response> {
  const plain = routes.get(path);
  if (plain) {
    if (!can(ctx.account.permission, plain.resource, plain.action)) throw new Refusal('app.errors.forbidden');
    return plain.handle(ctx);
  }
  const match = /^admin\/([A-Za-z]+)\/([A-Za-z]+)$/.exec(path);
  if (!match) throw new Refusal('app.errors.notFound');
  const [, resource, operation] = match;
  const spec = specs.get(resource);
  const declared = spec?.actions?.[operation];
  // The permission first, so a refused call learns nothing about what exists.
  const action = declared ? (declared.permission ?? 'edit') : (CRUD_ACTIONS[operation] ?? operation);
  if (!can(ctx.account.permission, resource, action)) throw new Refusal('app.errors.forbidden');
  if (!spec) throw new Refusal('app.errors.notFound');
  if (declared) return runAction(spec, declared, ctx);
  return crud(spec, operation, ctx);
}

/** One request: credential, session and its location, then the route. Every refusal is a `result: false`. */
export async function dispatch(request: Request, path: string): Promise<Response> {
  if (latency() > 0) await delay(latency());
  await dbReady();
  // An uploaded image's URL, read by <img> (a GET without the credential): mocks/server/uploads.ts.
  if (request.method === 'GET' && isUploadPath(path)) return uploadResponse(path);
  try {
    if (request.method !== 'POST') throw new Refusal('app.errors.technical');
    if (request.headers.get('Authorization') !== (import.meta.env.VITE_API_CREDENTIAL ?? '')) {
      throw new Refusal('app.errors.technical');
    }
    const { body, file } = await readBody(request);
    const publicRoute = publicRoutes.get(path);
    if (publicRoute) return await publicRoute(body);

    const account = await authenticate(body.adminAuthToken);
    // The session's location is the scope of everything below; the account must be allowed to use it.
    const location = Number(body.location) || account.location;
    if (!account.locations.includes(location)) throw new Refusal('app.errors.forbidden');
    const ctx = { body, account, location, language: String(body.language ?? 'en'), file };
    return await recordingWrites(ctx, path.split('/').pop() ?? path, () => route(path, ctx));
  } catch (error) {
    if (error instanceof Refusal) return fail(error.message, error.errors, error.logout, error.data);
    console.error('fake backend error', error);
    return fail('app.errors.technical');
  }
}
