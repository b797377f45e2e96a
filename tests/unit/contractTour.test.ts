import { describe, expect, it } from 'vitest';
import { endpointsOf } from '../../src/api/contract';
import { apiClient } from '../../scripts/contract/tour/client';
import { differenceLines, markdownReport } from '../../scripts/contract/tour/report';
import { runTour } from '../../scripts/contract/tour/steps';

/**
 * The contract tour against the fake backend (msw answers fetch in the tests), and against the same backend with
 * one answer changed on its way: the tour must name the endpoint and the field.
 */
type Rewrite = (path: string, response: Response) => Promise<Response>;

const tour = (rewrite?: Rewrite) => {
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const path = String(input).replace(/^.*\/v1\.0\//, '');
    return rewrite ? rewrite(path, response) : response;
  };
  const client = apiClient({ host: 'http://localhost/api', credential: 'test-credential', fetch: send });
  return runTour({ client, endpoints: endpointsOf(), email: 'admin@example.com', password: 'demo1234' });
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
});
