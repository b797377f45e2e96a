import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint } from '../../src/api/contract/endpoint';
import { checkReply } from '../../scripts/contract/tour/check';

/** The tour's checker on a fixture endpoint and replies made by hand. */
const gadgets = endpoint({
  path: 'admin/gadgets/list',
  summary: 'Gadgets.',
  access: 'session',
  request: z.object({}),
  answer: z.array(z.object({ id: z.int(), kind: z.enum(['small', 'large']), tags: z.array(z.string()) })),
  paged: true,
  errors: ['app.errors.codeTaken'],
});
const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
});

describe('contract check of one answer', () => {
  it('accepts an answer the schemas describe', () => {
    expect(
      checkReply(
        gadgets.path,
        gadgets,
        json({ result: true, data: [{ id: 1, kind: 'small', tags: [] }], total: 1 }),
      ),
    ).toEqual([]);
  });

  it('names each wrong field with what was expected and what came', () => {
    const findings = checkReply(
      gadgets.path,
      gadgets,
      json({ result: true, data: [{ id: 1.5, kind: 'huge', tags: [3] }] }),
    );
    expect(findings.map(({ field, expected, got }) => `${field} ${expected} ${got}`)).toEqual([
      'data[0].id int 1.5 (number)',
      'data[0].kind "small" | "large" "huge" (string)',
      'data[0].tags[0] string 3 (number)',
      'total integer (a paged answer) missing',
    ]);
  });

  it('reports an HTTP status with a body that is not JSON, and an unknown status code', () => {
    expect(
      checkReply(gadgets.path, gadgets, { status: 500, contentType: 'text/html', text: '<html>oops</html>' }),
    ).toEqual([
      {
        endpoint: gadgets.path,
        field: 'HTTP',
        expected: 'HTTP 200 with the JSON envelope',
        got: 'HTTP 500 text/html: "<html>oops</html>"',
      },
    ]);
    const notFound = checkReply(gadgets.path, gadgets, json({ result: true, data: [], total: 0 }, 404));
    expect(notFound).toEqual([{ endpoint: gadgets.path, field: 'HTTP', expected: '200', got: '404' }]);
  });

  it('reports a refusal, and a message the endpoint does not declare', () => {
    expect(
      checkReply(gadgets.path, gadgets, json({ result: false, message: 'app.errors.codeTaken' })),
    ).toEqual([
      { endpoint: gadgets.path, field: 'result', expected: 'true', got: 'false (app.errors.codeTaken)' },
    ]);
    const unknown = checkReply(gadgets.path, gadgets, json({ result: false, message: 'boom' }), 'logout');
    expect(unknown.map((finding) => finding.field)).toEqual(['logout', 'message']);
  });

  it('checks only the envelope of an endpoint the contract does not declare', () => {
    expect(checkReply('admin/other', undefined, json({ result: true, data: { anything: 1 } }))).toEqual([]);
    expect(checkReply('admin/other', undefined, json({ result: 'yes' }))[0]).toMatchObject({
      field: 'result',
      expected: 'boolean',
    });
  });
});
