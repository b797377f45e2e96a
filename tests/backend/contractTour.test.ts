import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpointsOf } from '../../src/api/contract';
import { endpoint, type Endpoint } from '../../src/api/contract/endpoint';
import { wire } from '../../src/api/contract/wire';
import { apiClient } from '../../scripts/contract/tour/client';
import { differenceLines, markdownReport } from '../../scripts/contract/tour/report';
import { runTour } from '../../scripts/contract/tour/steps';

/**
 * The contract tour against the fake backend (msw answers fetch in the tests), and against the same backend with
 * one answer changed on its way: the tour must name the endpoint and the field.
 */
type Rewrite = (path: string, response: Response) => Promise<Response>;

const tour = (rewrite?: Rewrite, { email = 'admin@example.com', extra = [] as Endpoint[] } = {}) => {
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const path = String(input).replace(/^.*\/v1\.0\//, '');
    return rewrite ? rewrite(path, response) : response;
  };
  const client = apiClient({ host: 'http://localhost/api', credential: 'test-credential', fetch: send });
  return runTour({ client, endpoints: [...endpointsOf(), ...extra], email, password: 'demo1234' });
};

/** The answer of `path` with its JSON changed by `change`. */
const changing =
  (
    target: string,
    change: (body: { data: Record<string, unknown>[] & Record<string, unknown> }) => void,
  ): Rewrite =>
  async (path, response) => {
    if (path !== target) return response;
    const body = await response.json();
    change(body);
    return Response.json(body, { status: response.status });
  };

describe('contract tour', () => {
  it('passes against the fake backend: every answer matches the contract', async () => {
    const visits = await tour();
    expect(differenceLines(visits)).toEqual([]);
    const steps = visits.map((visit) => `${visit.step} ${visit.path}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        'login admin/login',
        'location change admin/location/change',
        'list admin/promocodes/list',
        'details admin/promocodes/details',
        'many admin/promocodes/many',
        'export admin/promocodes/export',
        'tab count: unpaid admin/orders/list',
        'search admin/search',
        'token check: forged adminAuthToken admin/location/change',
        'logout admin/logout',
        'token check: after logout admin/location/change',
      ]),
    );
    expect(markdownReport(visits, 'http://localhost/api')).toContain('**No difference**');
  });

  it('fails when a number comes as a string, naming the endpoint and the field', async () => {
    const visits = await tour(
      changing('admin/promocodes/details', (body) => (body.data.value = String(body.data.value))),
    );
    const lines = differenceLines(visits);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^admin\/promocodes\/details: data\.value: expected number, got "\d+(\.\d+)?" \(string\)$/,
    );
  });

  it('fails when a field is missing from a row of a page', async () => {
    const visits = await tour(changing('admin/promocodes/list', (body) => delete body.data[0].code));
    expect(differenceLines(visits)).toEqual([
      'admin/promocodes/list: data[0].code: expected string, got missing',
    ]);
    expect(markdownReport(visits, 'http://localhost/api')).toContain(
      '| `admin/promocodes/list` | `data[0].code` | string | missing |',
    );
  });

  it('fails when the export answers an HTML page instead of a CSV', async () => {
    const html: Rewrite = async (path, response) =>
      path === 'admin/promocodes/export'
        ? new Response('<!doctype html><h1>Bad gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          })
        : response;
    const lines = differenceLines(await tour(html));
    expect(lines).toEqual([
      expect.stringMatching(
        /^admin\/promocodes\/export: Content-Type: expected text\/csv, HTTP 200, got HTTP 502 text\/html/,
      ),
    ]);
  });

  it('fails when a forged token is accepted', async () => {
    let calls = 0;
    const accepting: Rewrite = async (path, response) => {
      // The first location change is the tour's own; the second carries the forged token.
      if (path !== 'admin/location/change' || ++calls !== 2) return response;
      return Response.json({ result: true, data: {} });
    };
    const lines = differenceLines(await tour(accepting));
    expect(lines).toEqual(['admin/location/change: result: expected false, with logout: true, got true']);
  });

  it('passes with a manager account, skipping what the role may not call', async () => {
    const adminsOnly = endpoint({
      path: 'admin/vaults/list',
      summary: 'What only an admin may list.',
      access: { resource: 'promocodes', action: 'delete' },
      request: z.object({ page: z.optional(wire.int()), perPage: z.optional(wire.int()) }),
      answer: z.array(z.object({ id: z.number() })),
      paged: true,
    });
    const visits = await tour(undefined, { email: 'manager@example.com', extra: [adminsOnly] });
    expect(differenceLines(visits)).toEqual([]);
    expect(visits.some((visit) => visit.path === 'admin/promocodes/details')).toBe(true);
    expect(visits.find((visit) => visit.path === 'admin/vaults/list')?.note).toBe(
      'skipped: the manager role may not list it',
    );
  });

  it('skips, and says so, a declared list that needs a value the tour does not have', async () => {
    const perOwner = endpoint({
      path: 'admin/gadgets/list',
      summary: 'The gadgets of one owner.',
      access: 'session',
      request: z.object({ owner: wire.id(), page: z.optional(wire.int()), perPage: z.optional(wire.int()) }),
      answer: z.array(z.object({ id: z.number() })),
      paged: true,
    });
    const visits = await tour(undefined, { extra: [perOwner] });
    expect(differenceLines(visits)).toEqual([]);
    expect(visits.find((visit) => visit.path === 'admin/gadgets/list')).toEqual({
      step: 'list',
      path: 'admin/gadgets/list',
      findings: [],
      note: 'skipped: the tour has no value for owner',
    });
  });
});
