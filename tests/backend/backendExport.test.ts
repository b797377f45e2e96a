import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from './backendCalls';

/** The fake backend's exports are made for a spreadsheet: the one CSV module, in the caller's language. */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
/** The cells of one line, quotes undone (RFC 4180). */
const cellsOf = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('CSV exports', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('starts with a BOM, ends lines with CRLF and translates every header', async () => {
    for (const resource of ['orders', 'partners', 'promocodes', 'services', 'customers']) {
      const { csv } = await call(`admin/${resource}/export`, {});
      expect(csv?.startsWith('\uFEFF')).toBe(true);
      const [header] = rowsOf(csv!);
      expect(header, resource).not.toMatch(/resources\.|app\./);
    }
  });

  it('writes orders with status labels, money in major units with the currency, ISO dates', async () => {
    const { csv } = await call('admin/orders/export', {
      sort: 'id',
      order: 'ASC',
      filter: { statuses: [3] },
    });
    const [header, first] = rowsOf(csv!);
    expect(header).toContain('Price (PLN)');
    expect(header).toContain('Status');
    expect(first).toContain('Order completed');
    expect(cellsOf(first)[cellsOf(header).indexOf('Date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const price = cellsOf(first)[cellsOf(header).indexOf('Price (PLN)')];
    expect(price).toMatch(/^\d+\.\d{2}$/);
    // the payment method by name, not its id
    expect(['Cash', 'Card', 'Bank transfer']).toContain(
      cellsOf(first)[cellsOf(header).indexOf('Payment method')],
    );
  });

  it("quotes a text holding Polish Excel's separator and guards the formula behind it (a hostile client's name)", async () => {
    await loginAs('manager');
    const name = 'AGB9;=1+1;x';
    const added = await call('admin/customers/add', { name, phone: '+48 512 345 678' });
    expect(added).toMatchObject({ result: true, data: { name } });
    const { csv } = await call('admin/customers/export', { filter: { q: 'AGB9' } });
    const [header, line, ...others] = rowsOf(csv!);
    expect(others).toEqual([]);
    expect(line).toContain(`,"AGB9;'=1+1;x",`);
    // read as a comma file, the cell is the name (with the guard); read as Polish Excel reads it (split on ;), no
    // cell would run
    expect(cellsOf(line)[cellsOf(header).indexOf('Name')]).toBe("AGB9;'=1+1;x");
    for (const cell of line.split(';')) expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('speaks the language of the request', async () => {
    const { csv } = await call('admin/orders/export', { language: 'ru', filter: { statuses: [3] } });
    const [header, first] = rowsOf(csv!);
    expect(header).toMatch(/[А-Яа-я]/);
    expect(first).toMatch(/[А-Яа-я]/);
    expect(header).not.toContain('Status');
  });
});
