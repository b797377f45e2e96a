import { decodeBody } from '../../src/api/encode';
import { can, type Role } from '../../src/domain/permissions';

const ROLES: Role[] = ['admin', 'manager'];
import type { Endpoint } from '../../src/api/contract/endpoint';
import type { Row } from '../rows';
import { authenticate } from './auth';
import { CHECK_ANSWERS, checkAnswer, endpointAt, parseRequest } from './contract';
import { locationOfRow, type CollectionSpec, type RequestContext } from './crud';
import { registerFeedSource } from './feed';
import { checkLock } from './locks';
import { dbReady } from './db';
import { Refusal, fail } from './http';
import { recordingWrites } from './history';
import { CRUD_ACTIONS, crud, runAction } from './operations';
import { isUploadPath, uploadResponse } from './uploads';
import { answerOnce } from './idempotency';
import { IDEMPOTENCY_HEADER } from '../../src/domain/idempotency';

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
  // Its writes are changes of its records in the live feed, in the location the router scopes them to.
  registerFeedSource(spec.collection ?? spec.api, {
    api: spec.api,
    id: (row) => row.id,
    location: (row) => locationOfRow(spec, row as T),
    // A collection read through another's rows (reviews: orders; the inbox: partners) changes through its own calls.
    throughOwnCalls: spec.collection !== undefined && spec.collection !== spec.api,
  });
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
      // The file is a field of the payload too, so the contract checks it like any other.
      body[key] = value;
      if (typeof value !== 'string') file = value;
    });
    return { body, file };
  }
  return { body: decodeBody(await request.text()) };
}

const latency = () => Number(import.meta.env.VITE_MOCK_LATENCY ?? 0);

/** The demo's answer delay (VITE_MOCK_LATENCY), for every answer of the fake backend. */
export async function simulateLatency() {
  if (latency() > 0) await new Promise((resolve) => setTimeout(resolve, latency()));
}

/**
 * Every path the router answers for some role: each collection's generic operations its permissions allow, its
 * declared actions, the plain routes and the public ones (the contract's coverage test compares them).
 */
export function routedPaths(): string[] {
  const paths = [...routes.keys(), ...publicRoutes.keys()];
  for (const [api, spec] of specs) {
    for (const [operation, action] of Object.entries(CRUD_ACTIONS)) {
      if (offers(spec, operation) && ROLES.some((role) => can(role, api, action)))
        paths.push(`admin/${api}/${operation}`);
    }
    for (const name of Object.keys(spec.actions ?? {})) paths.push(`admin/${api}/${name}`);
  }
  return [...new Set(paths)].sort();
}

const offers = (spec: CollectionSpec<Row>, operation: string) =>
  !spec.operations || (spec.operations as readonly string[]).includes(operation);

/** A declared collection by its API name (global search and history restore read through it). */
export const specOf = (api: string) => specs.get(api);

/** Every declared collection (tests/backend/scopeEveryCollection.test.ts walks them all). */
export const declaredCollections = () => [...specs.values()];

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
  if (!offers(spec, operation)) throw new Refusal('app.errors.notFound');
  // A form's save while a colleague holds the record's editing lock (issue 31).
  if (operation === 'edit') checkLock(resource, ctx.body, ctx);
  return crud(spec, operation, ctx);
}

/** The session and its location from the envelope, the payload as its endpoint's schema reads it, then the route. */
async function answerOf(
  path: string,
  raw: Record<string, unknown>,
  file: File | undefined,
  endpoint?: Endpoint,
  idempotencyKey: string | null = null,
) {
  // Undeclared paths still get the raw body (tests/backend/contractCoverage.test.ts lists them).
  const body = () => (endpoint ? parseRequest(endpoint, raw) : raw);
  const publicRoute = publicRoutes.get(path);
  if (publicRoute) return publicRoute(body());

  const account = await authenticate(raw.adminAuthToken);
  // The session's location is the scope of everything below; the account must be allowed to use it.
  const location = Number(raw.location) || account.location;
  if (!account.locations.includes(location)) throw new Refusal('app.errors.forbidden');
  const ctx = {
    body: body(),
    account,
    location,
    language: String(raw.language ?? 'en'),
    file,
    adminAuthToken: String(raw.adminAuthToken),
  };
  const run = () =>
    recordingWrites(ctx, path.split('/').pop() ?? path, () => route(path, ctx), path.split('/')[1] ?? '');
  // Every add (the contract's `idempotent` endpoints): a repeated key is answered with the first answer.
  if (!endpoint?.idempotent) return run();
  return answerOnce(idempotencyKey, `${account.id} ${location} ${path}`, run);
}

/** One request: credential, session and its location, then the route. Every refusal is a `result: false`. */
export async function dispatch(request: Request, path: string): Promise<Response> {
  await simulateLatency();
  await dbReady();
  // An uploaded image's URL, read by <img> (a GET without the credential): mocks/server/uploads.ts.
  if (request.method === 'GET' && isUploadPath(path)) return uploadResponse(path);
  try {
    if (request.method !== 'POST') throw new Refusal('app.errors.technical');
    if (request.headers.get('Authorization') !== (import.meta.env.VITE_API_CREDENTIAL ?? '')) {
      throw new Refusal('app.errors.technical');
    }
    const { body: raw, file } = await readBody(request);
    const endpoint = endpointAt(path);
    const answer = await answerOf(path, raw, file, endpoint, request.headers.get(IDEMPOTENCY_HEADER));
    if (endpoint && CHECK_ANSWERS) await checkAnswer(endpoint, answer);
    return answer;
  } catch (error) {
    if (error instanceof Refusal)
      return fail(error.message, error.errors, error.logout, error.data, error.kinds);
    console.error('fake backend error', error);
    return fail('app.errors.technical');
  }
}
