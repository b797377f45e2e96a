import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../mocks/routes';
import { collectionOf, locationOfRow, type CollectionSpec } from '../../mocks/server/crud';
import { CRUD_ACTIONS } from '../../mocks/server/operations';
import { declaredCollections, routedPaths } from '../../mocks/server/router';
import type { Row } from '../../mocks/rows';
import { can, type Role } from '../../src/domain/permissions';
import { call, loginAs, type Answer } from './backendCalls';

/**
 * A hostile client against the router's one scoping rule (docs/decisions.md section 8, docs/decisions-foundation.md): every
 * collection the fake backend declares, derived from its declarations, never a hand list. From location 1, no call
 * reaches a record of location 3: not the manager's (he has 1 and 2), nor the admin's while his session is in 1.
 * A collection is either scoped (its records have a location) or listed below as global, with the decision that
 * makes it so; a new collection that is neither fails here.
 */
const GLOBAL: Record<string, string> = {
  services:
    'docs/decisions-foundation.md, "Fake backend by declaration": one priced catalogue for every location',
  serviceTypes: 'docs/decisions-foundation.md, "Fake backend by declaration": the catalogue of service types',
  questions: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  questionTypes: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  agreements: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  seoDistricts: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  seoOrderPages: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  seoStaticPages: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  seoServiceTypes: 'docs/decisions-foundation.md, "Fake backend by declaration": content records are global',
  tutorials: 'docs/decisions-inbox.md: global, the same training in every location',
  mobileApps: 'docs/decisions-inbox.md: the customer and partner apps, the same in every location',
  labels: 'docs/decisions-foundation.md, "Fake backend by declaration": order labels are global',
  warehouse: "docs/decisions-stock.md: items are one catalogue; their figures are the session location's",
};

const SESSION = 1;
const FOREIGN = 3;

/** Records of location 3 for the collections whose seed has none: made through the API, as their screens would. */
const FIXTURES: Record<string, () => Promise<unknown>> = {
  savedViews: async () => {
    await loginAs('admin');
    const saved = await call(
      'admin/savedViews/add',
      { resource: 'orders', name: 'London', shared: 1 },
      FOREIGN,
    );
    expect(saved.result).toBe(true);
  },
};

const NOT_FOUND = 'app.errors.notFound';
const FORBIDDEN = 'app.errors.forbidden';

const rowsOf = (spec: CollectionSpec<Row>) => collectionOf(spec).all();
const foreignRows = (spec: CollectionSpec<Row>) =>
  rowsOf(spec).filter((row) => locationOfRow(spec, row) === FOREIGN);

/** Every record of location 3 in every declared collection, as stored: no call from location 1 may change one. */
const foreignState = () => JSON.stringify(declaredCollections().map((spec) => [spec.api, foreignRows(spec)]));

/** RFC 4180 rows of a CSV answer (quoted cells may hold separators and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\r')) cell += char;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else {
      // CRLF ends a row
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

/** The ids a list, many or export answer names (an export's first column is the id where it has one). */
function idsIn(answer: Answer): number[] {
  if (answer.csv !== undefined) {
    const [, ...lines] = csvRows(answer.csv);
    const first = lines.map((line) => line[0]);
    return first.every((cell) => /^\d+$/.test(cell)) ? first.map(Number) : [];
  }
  return Array.isArray(answer.data) ? (answer.data as Row[]).map((row) => row.id) : [];
}

/** Filters a hostile list or export tries: none, location 3 itself, the record's id, and what points at it. */
function filtersFor(row: Row): Record<string, unknown>[] {
  const refs = ['partnerId', 'customerId', 'itemId', 'locationId', 'accountId'].filter((key) => key in row);
  return [
    {},
    { location: FOREIGN },
    { location: [SESSION, FOREIGN] },
    { id: row.id },
    ...refs.map((key) => ({ [key]: row[key] as string })),
  ];
}

beforeAll(allRoutes);

describe('every declared collection is scoped to the session location, or global by decision', () => {
  const routed = () => new Set(routedPaths());
  const offers = (api: string, name: string) => routed().has(`admin/${api}/${name}`);

  it('lists every collection as scoped or global, and the global ones hold no located record', () => {
    const apis = declaredCollections().map((spec) => spec.api);
    expect(apis.length).toBeGreaterThan(20);
    expect(Object.keys(GLOBAL).filter((api) => !apis.includes(api))).toEqual([]);
    for (const spec of declaredCollections().filter((each) => each.api in GLOBAL)) {
      const located = rowsOf(spec).filter((row) => locationOfRow(spec, row) !== undefined);
      expect(located.map((row) => `${spec.api} ${row.id}`)).toEqual([]);
    }
  });

  const scoped = () => declaredCollections().filter((spec) => !(spec.api in GLOBAL));

  it('has, for every scoped collection, records of location 3 its own location reaches', async () => {
    for (const spec of scoped()) {
      if (!foreignRows(spec).length) await FIXTURES[spec.api]?.();
      const foreign = foreignRows(spec);
      expect(
        foreign.length,
        `${spec.api}: no record of location ${FOREIGN}: scope it (a location field or locationOf) and seed one, or list it in GLOBAL with its reason`,
      ).toBeGreaterThan(0);
    }
  });

  for (const role of ['manager', 'admin'] as const satisfies readonly Role[]) {
    it(`never lets a ${role} in location ${SESSION} reach a record of location ${FOREIGN}`, async () => {
      for (const spec of scoped()) {
        const { api } = spec;
        if (!foreignRows(spec).length) await FIXTURES[api]?.();
        const foreign = foreignRows(spec);
        expect(foreign.length, `${api}: no record of location ${FOREIGN}`).toBeGreaterThan(0);
        // Not only location 3's: location 2 is the manager's, but not the session's.
        const outside = new Set(
          rowsOf(spec)
            .filter((row) => (locationOfRow(spec, row) ?? SESSION) !== SESSION)
            .map((row) => row.id),
        );
        const target = foreign[0];
        const own = rowsOf(spec).find((row) => locationOfRow(spec, row) === SESSION);
        // The record is there to be reached: from its own location, an admin finds it.
        await loginAs('admin');
        if (offers(api, 'details')) {
          const seen = await call(`admin/${api}/details`, { id: target.id }, FOREIGN);
          expect(seen.result, `${api}/details from location ${FOREIGN}`).toBe(true);
        }

        await loginAs(role);
        const before = foreignState();
        const expected = (action: string) => (can(role, api, action) ? NOT_FOUND : FORBIDDEN);
        const reached = (path: string, answer: Answer) =>
          expect(
            idsIn(answer).filter((id) => outside.has(id)),
            `${role}: ${path} answered records of another location`,
          ).toEqual([]);

        // Some of these filters are refused by the list's contract: a refusal reaches nothing either, but at
        // least one call per operation must be answered, or the walk proves nothing.
        const answered = new Set<string>();
        for (const filter of filtersFor(target)) {
          for (const operation of ['list', 'export']) {
            if (!offers(api, operation)) continue;
            const answer = await call(`admin/${api}/${operation}`, { filter, perPage: 500 });
            if (answer.result) answered.add(operation);
            reached(`admin/${api}/${operation} ${JSON.stringify(filter)}`, answer);
          }
        }
        for (const operation of ['list', 'export'].filter((name) => offers(api, name)))
          expect([...answered], `${role}: ${api}/${operation} never answered`).toContain(operation);
        if (offers(api, 'details')) {
          const answer = await call(`admin/${api}/details`, { id: target.id });
          expect(answer.message, `${role}: ${api}/details of location ${FOREIGN}`).toBe(
            expected(CRUD_ACTIONS.details),
          );
        }
        if (offers(api, 'many')) {
          const ids = [target.id, ...(own ? [own.id] : [])];
          reached(`admin/${api}/many`, await call(`admin/${api}/many`, { ids }));
        }
        for (const operation of ['edit', 'delete']) {
          if (!offers(api, operation)) continue;
          const declared = spec.actions?.[operation];
          const answer = await call(`admin/${api}/${operation}`, { id: target.id });
          expect(answer.result, `${role}: ${api}/${operation} of location ${FOREIGN}`).toBe(false);
          if (!declared)
            expect(answer.message, `${role}: ${api}/${operation}`).toBe(expected(CRUD_ACTIONS[operation]));
        }
        // Each action on one record: refused, whatever it would have done.
        for (const [name, action] of Object.entries(spec.actions ?? {})) {
          if (action.collection) continue;
          const answer = await call(`admin/${api}/${name}`, { id: target.id, ids: [target.id] });
          expect(answer.result, `${role}: ${api}/${name} on a record of location ${FOREIGN}`).toBe(false);
        }
        expect(foreignState(), `${role}: ${api} changed a record of location ${FOREIGN}`).toBe(before);
      }
    });
  }
});
