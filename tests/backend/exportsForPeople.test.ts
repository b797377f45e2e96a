import { beforeEach, describe, expect, it } from 'vitest';
import { endpointsOf } from '../../src/api/contract';
import { call, loginAs } from './backendCalls';

/**
 * Issue #30: every export is for people. Walks every export endpoint of the contract, in each interface language:
 * each header is a translated label (never a translation key or a field's code name), and no technical field
 * (the write version, the location) is a column.
 */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
const cellsOf = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));

/** The payload an export needs beyond the list filter (analytics exports a period). */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  'admin/analytics/export': { from: '2026-01-01', to: '2026-01-31', unit: 'day' },
};

const exports = endpointsOf()
  .map((endpoint) => endpoint.path)
  .filter((path) => path.endsWith('/export'));

describe('every export speaks to people', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('covers the collections named in the issue', () => {
    for (const api of [
      'seoDistricts',
      'serviceTypes',
      'questionTypes',
      'seoStaticPages',
      'seoOrderPages',
      'seoServiceTypes',
      'warehouseMovements',
      'messages',
      'reviews',
    ])
      expect(exports).toContain(`admin/${api}/export`);
  });

  describe.each(['en', 'ru', 'pl'])('in %s', (language) => {
    it.each(exports)('%s: translated headers, no technical column', async (path) => {
      const { csv, message } = await call(path, { language, ...PAYLOADS[path] });
      expect(message, path).toBeUndefined();
      const headers = cellsOf(rowsOf(csv!)[0]);
      const problems = headers.filter(
        (header) =>
          // a translation key ('resources.seoDistricts.fields.h1') or a code name ('reviewAnswer', 'version')
          /\w\.\w/.test(header) || /^[a-z][A-Za-z]*$/.test(header) || /^version$/i.test(header),
      );
      expect(problems, path).toEqual([]);
    });
  });

  it('writes a phone number as it is, with no apostrophe before it', async () => {
    const { csv } = await call('admin/orders/export', { language: 'en' });
    const [header, ...lines] = rowsOf(csv!);
    const phone = cellsOf(header).indexOf('Phone');
    const phones = lines.map((line) => cellsOf(line)[phone]).filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const cell of phones) expect(cell).toMatch(/^\+\d[\d ]+$/);
  });
});
