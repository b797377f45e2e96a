import { describe, expect, it } from 'vitest';
import { BOM, isNumberOrPhone, neutraliseFormula, quote, toCsv, type CsvColumn } from '../../src/domain/csv';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../src/domain/statuses';

interface Row {
  id: number;
  customer: string;
  date: string;
  price: number;
  status: number;
  paymentStatus: number;
  count: number;
}

const LABELS: Record<string, string> = {
  'resources.orders.fields.id': 'Nr',
  'resources.orders.fields.customer': 'Klient',
  'resources.orders.fields.date': 'Data',
  'resources.orders.fields.price': 'Cena',
  'resources.orders.fields.status': 'Status',
  'resources.orders.fields.paymentStatus': 'Płatność',
  'resources.orders.status.completed': 'Zamówienie zrealizowane',
  'resources.orders.status.new': 'Nowe zamówienie',
  'resources.orders.payment.paid': 'Opłacone',
  'resources.orders.payment.unpaid': 'Nieopłacone',
};
const translate = (key: string) => LABELS[key] ?? key;

const columns: CsvColumn<Row>[] = [
  { header: 'resources.orders.fields.id', kind: 'count', value: (row) => row.id },
  { header: 'resources.orders.fields.customer', kind: 'text', value: (row) => row.customer },
  { header: 'resources.orders.fields.date', kind: 'date', value: (row) => row.date },
  { header: 'resources.orders.fields.price', kind: 'money', value: (row) => row.price },
  {
    header: 'resources.orders.fields.status',
    kind: 'status',
    family: ORDER_STATUSES,
    value: (row) => row.status,
  },
  {
    header: 'resources.orders.fields.paymentStatus',
    kind: 'status',
    family: PAYMENT_STATUSES,
    value: (row) => row.paymentStatus,
  },
];

const row = (overrides: Partial<Row> = {}): Row => ({
  id: 7,
  customer: 'Zofia Łęcka',
  date: '2026-03-05',
  price: 123450,
  status: 3,
  paymentStatus: 1,
  count: 2552,
  ...overrides,
});

const linesOf = (csv: string) => csv.slice(BOM.length).split('\r\n').slice(0, -1);

describe('toCsv', () => {
  const csv = toCsv([row(), row({ id: 8, status: 1, paymentStatus: 0, price: 5 })], columns, {
    translate,
    money: { currency: 'PLN', precision: 2 },
  });

  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(linesOf(csv)).toHaveLength(3);
  });

  it('translates the headers and names the currency of money columns', () => {
    expect(linesOf(csv)[0]).toBe('Nr,Klient,Data,Cena (PLN),Status,Płatność');
  });

  it('writes status and payment labels, money in major units and ISO dates', () => {
    expect(linesOf(csv)[1]).toBe('7,Zofia Łęcka,2026-03-05,1234.50,Zamówienie zrealizowane,Opłacone');
    expect(linesOf(csv)[2]).toBe('8,Zofia Łęcka,2026-03-05,0.05,Nowe zamówienie,Nieopłacone');
  });

  it('uses the location precision and USD when no currency is known', () => {
    const money: CsvColumn<Row>[] = [{ header: 'Amount', kind: 'money', value: (r) => r.price }];
    expect(linesOf(toCsv([row({ price: 1234 })], money, { translate, money: { precision: 0 } }))).toEqual([
      'Amount (USD)',
      '1234',
    ]);
  });

  it('leaves empty cells empty and keeps an unknown status code readable', () => {
    const loose = toCsv(
      [row({ customer: null as unknown as string, date: '', status: 42, price: null as unknown as number })],
      columns,
      { translate },
    );
    expect(linesOf(loose)[1]).toBe('7,,,,42,Opłacone');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns, { translate })).toBe(`${BOM}Nr,Klient,Data,Cena (USD),Status,Płatność\r\n`);
  });
});

describe('cells are safe in a spreadsheet', () => {
  it.each([
    ['Smith, John', '"Smith, John"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['plain', 'plain'],
    // the list separator of Polish and German Excel, a tab, a lone CR
    ['AGB9;=1+1', '"AGB9;=1+1"'],
    ['a\tb', '"a\tb"'],
    ['a\rb', '"a\rb"'],
    ['a;"b"', '"a;""b"""'],
  ])('quote(%j) -> %j', (text, quoted) => expect(quote(text)).toBe(quoted));

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    // a phone number or a signed number is not a formula: an apostrophe would show literally (issue #30)
    ['+48776518976', '+48776518976'],
    ['+48 600 100 200', '+48 600 100 200'],
    ['+1 (555) 010-2030', '+1 (555) 010-2030'],
    ['-12.50', '-12.50'],
    ['+5', '+5'],
    ['+48 600 100 200; +48 601 100 200', '+48 600 100 200; +48 601 100 200'],
    // but a sign before anything else still is
    ['-2+3', `'-2+3`],
    ['+1-1', `'+1-1`],
    ['+48 600 100 200+1', `'+48 600 100 200+1`],
    ['-A1', `'-A1`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['a;+48 600 100 200', 'a;+48 600 100 200'],
    ['a;+SUM(A1)', `a;'+SUM(A1)`],
    ['@SUM(A1)', `'@SUM(A1)`],
    // a tab is a separator too: the formula behind it is guarded as well
    ['\t=1', `'\t'=1`],
    ['a=1', 'a=1'],
    // behind leading spaces or quotes (readers that trim them)
    [' =1+1', `' =1+1`],
    ['\u00a0+1', `'\u00a0+1`],
    ['"=1+1', `'"=1+1`],
    // behind a separator inside the cell: a reader splitting on it starts a new cell there
    ['AGB9;=1+1', `AGB9;'=1+1`],
    ['AGB9; =1+1;x', `AGB9; '=1+1;x`],
    ['a,@SUM(A1)', `a,'@SUM(A1)`],
    ['a\t-2+3', `a\t'-2+3`],
    ['one\r\n+two', `one\r\n'+two`],
    ['=1;=2', `'=1;'=2`],
    ['Kowalska; apt. 3', 'Kowalska; apt. 3'],
  ])('neutraliseFormula(%j) -> %j', (text, safe) => expect(neutraliseFormula(text)).toBe(safe));

  it('guards text cells but leaves numbers we wrote ourselves alone', () => {
    const csv = toCsv([row({ customer: '=1+1', price: -500 })], columns, {
      translate,
      money: { currency: 'PLN' },
    });
    expect(linesOf(csv)[1]).toBe(`7,'=1+1,2026-03-05,-5.00,Zamówienie zrealizowane,Opłacone`);
  });
});

describe('a cell holding a separator of another reader (Polish and German Excel split on ;)', () => {
  it('quotes the cell and guards the formula behind the separator: AGB9;=1+1', () => {
    const csv = toCsv([row({ customer: 'AGB9;=1+1' })], columns, { translate, money: { currency: 'PLN' } });
    expect(linesOf(csv)[1]).toBe(`7,"AGB9;'=1+1",2026-03-05,1234.50,Zamówienie zrealizowane,Opłacone`);
  });

  /** The cells a reader makes of a line with its own separator: honouring quotes at a cell's start, or not at all. */
  function cellsAsRead(line: string, separator: string, quotes: boolean): string[] {
    if (!quotes) return line.split(separator);
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let fresh = true;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (!quoted && char === separator) {
        cells.push(cell);
        cell = '';
        fresh = true;
        continue;
      }
      if (quoted && char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"' && (quoted || fresh)) quoted = !quoted;
      else cell += char;
      fresh = false;
    }
    return [...cells, cell];
  }

  const text: CsvColumn<{ text: string }>[] = [{ header: 'Text', kind: 'text', value: (r) => r.text }];

  it.each([
    'AGB9;=1+1',
    'AGB9;=1+1;',
    'x,=HYPERLINK("http://evil.test")',
    'a\t@SUM(A1)\tb',
    ' ;"=1+1',
    '"; -2+3',
    'two\r\n=lines',
    '=1;+2x,-3a\t@4',
    '+48 600 100 200;=1+1',
  ])('%j: no reader finds a cell that would run, whatever its separator', (value) => {
    const file = toCsv([{ text: value }], text, { translate }).slice(BOM.length);
    for (const separator of [',', ';', '\t', '\n', '\r'])
      for (const quotes of [true, false])
        for (const cell of cellsAsRead(file, separator, quotes)) {
          const read = cell.replace(/^[\s"]+/, '').replace(/"+$/, '');
          // signed numbers and phone numbers run nothing (isNumberOrPhone)
          if (read.split(/[,;\t\r\n]/).every((part) => isNumberOrPhone(part.trim()))) continue;
          expect(read, `split on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@]/);
        }
  });
});
