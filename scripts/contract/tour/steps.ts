import { decodeJwt } from 'jose';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { decodeBody, encodeBody, type Payload } from '../../../src/api/encode';
import { can } from '../../../src/domain/permissions';
import type { ApiClient, Reply, TourSession } from './client';
import { forgedToken } from './client';
import { checkReply, type Expectation, type Finding } from './check';
import { orderTabFilters } from './tabs';

/** One call of the tour and what it found. */
export interface Visit {
  step: string;
  path: string;
  findings: Finding[];
  /** said in the report, not a difference (an endpoint the contract does not declare yet, a step skipped) */
  note?: string;
}

export interface TourOptions {
  client: ApiClient;
  endpoints: Endpoint[];
  email: string;
  password: string;
  /** YYYY-MM-DD, for the Today tab */
  today?: string;
}

const PATHS = {
  login: 'admin/login',
  location: 'admin/location/change',
  search: 'admin/search',
  orders: 'admin/orders/list',
  logout: 'admin/logout',
} as const;

/**
 * The fields a declared endpoint requires that the tour's payload lacks (a list of one record's history needs the
 * record): such a call is skipped and said so, rather than reported as the host's refusal. The payload is read as
 * the host reads it, after the form encoding.
 */
function fieldsMissing(endpoint: Endpoint, payload: Payload): string | null {
  const parsed = endpoint.request.safeParse(decodeBody(encodeBody(payload)));
  return parsed.success
    ? null
    : [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)'))].join(', ');
}

/** Rows of a list answer, when it has any with ids. */
function idsIn(reply: Reply | null): number[] {
  if (!reply) return [];
  try {
    const data = (JSON.parse(reply.text) as { data?: unknown }).data;
    return Array.isArray(data)
      ? data.map((row: { id?: unknown }) => row?.id).filter((id): id is number => typeof id === 'number')
      : [];
  } catch {
    return [];
  }
}

/** What the tour needs from the login answer to go on: who, the login token, the location. */
function sessionOf(reply: Reply): TourSession | null {
  try {
    const data = (JSON.parse(reply.text) as { data?: Partial<TourSession> }).data;
    if (typeof data?.id === 'number' && typeof data.token === 'string' && typeof data.location === 'number') {
      return { id: data.id, token: data.token, location: data.location };
    }
  } catch {
    // reported by the check of the login answer
  }
  return null;
}

/** The account's role, from the login token's `permission` claim (unknown: every step is tried). */
function roleOf(session: TourSession): string | null {
  try {
    const claim = decodeJwt(session.token).permission;
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
}

/**
 * The read-only tour: login, location change (to the account's own), list, details and many of every collection the
 * contract declares, the order list's tab counts, the global search, one export, a forged token and the logout of its
 * own session (after which that session must be refused). Nothing it calls writes a record.
 */
export async function runTour({ client, endpoints, email, password, today }: TourOptions): Promise<Visit[]> {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  const visits: Visit[] = [];
  const record = (step: string, path: string, reply: Reply, expect: Expectation = 'success') => {
    const endpoint = byPath.get(path);
    const note = endpoint ? undefined : 'not declared in src/api/contract: only the envelope is checked';
    visits.push({ step, path, findings: checkReply(path, endpoint, reply, expect), note });
    return reply;
  };

  const login = record('login', PATHS.login, await client.public(PATHS.login, { email, password }));
  const session = sessionOf(login);
  if (!session) {
    visits.push({
      step: 'login',
      path: PATHS.login,
      findings: [
        {
          endpoint: PATHS.login,
          field: 'data',
          expected: '{ id, token, location }',
          got: 'no session: the tour stops',
        },
      ],
    });
    return visits;
  }
  const role = roleOf(session);
  const allowed = (endpoint: Endpoint) =>
    role === null ||
    typeof endpoint.access === 'string' ||
    can(role, endpoint.access.resource, endpoint.access.action);
  const call = async (step: string, path: string, payload: Payload, expect?: Expectation, token?: string) => {
    const declared = byPath.get(path);
    const missing = declared && fieldsMissing(declared, payload);
    if (missing) {
      visits.push({ step, path, findings: [], note: `skipped: the tour has no value for ${missing}` });
      return null;
    }
    return record(step, path, await client.call(path, payload, session, token), expect);
  };

  await call('location change', PATHS.location, { id: session.location });

  let exported = false;
  for (const list of endpoints.filter((endpoint) => endpoint.paged && endpoint.path.endsWith('/list'))) {
    const prefix = list.path.slice(0, -'list'.length);
    if (!allowed(list)) {
      visits.push({
        step: 'collection',
        path: list.path,
        findings: [],
        note: `skipped: the ${role} role may not list it`,
      });
      continue;
    }
    const ids = idsIn(await call('list', list.path, { page: 1, perPage: 5 }));
    const details = byPath.get(`${prefix}details`);
    if (details && ids.length && allowed(details)) await call('details', details.path, { id: ids[0] });
    const many = byPath.get(`${prefix}many`);
    if (many && ids.length && allowed(many)) await call('many', many.path, { ids: ids.slice(0, 2) });
    const exporter = byPath.get(`${prefix}export`);
    if (!exported && exporter?.file && allowed(exporter)) {
      exported = true;
      await call('export', exporter.path, { filter: {} });
    }
  }

  for (const [tab, filter] of Object.entries(
    orderTabFilters(today ?? new Date().toISOString().slice(0, 10)),
  )) {
    await call(`tab count: ${tab}`, PATHS.orders, { page: 1, perPage: 1, filter }, 'count');
  }
  await call('search', PATHS.search, { q: 'a' });

  await call(
    'token check: forged adminAuthToken',
    PATHS.location,
    { id: session.location },
    'logout',
    await forgedToken(session),
  );
  await call('logout', PATHS.logout, {});
  client.forget();
  await call('token check: after logout', PATHS.location, { id: session.location }, 'logout');
  return visits;
}
