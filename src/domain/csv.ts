/**
 * Rows to a CSV file made for a spreadsheet (Excel, LibreOffice, Google Sheets) rather than for a program:
 * translated headers, status labels instead of codes, money in major units, ISO dates, UTF-8 with a BOM (so
 * Excel reads Polish and Russian letters right), RFC 4180 quoting of every cell that holds a separator (comma or
 * semicolon), a tab, a quote or a line break, and CRLF line ends. Pure: the caller passes
 * the translation function and the location's money settings, so the fake backend and the browser can share it.
 */
import { isoDate, DEFAULT_CURRENCY, DEFAULT_PRECISION, type MoneySettings } from './format';
import { toMajor } from './money';
import { statusList, type StatusFamily } from './statuses';

export const BOM = '\uFEFF';
const LINE_END = '\r\n';

interface BaseColumn<Row> {
  /** A translation key (or a plain label: an unknown key comes back as itself from most translators). */
  header: string;
  value: (row: Row) => unknown;
}

/** text: as is; count: a whole number; date: YYYY-MM-DD; money: minor units in, major units out. */
export type CsvColumn<Row> =
  | (BaseColumn<Row> & { kind: 'text' | 'count' | 'date' | 'money' })
  /** A status code shown as its translated label from its family in src/domain/statuses.ts. */
  | (BaseColumn<Row> & { kind: 'status'; family: StatusFamily })
  /** A code shown through its own translations: `labels` 'resources.orders.channels' + 'web' -> 'Website'. */
  | (BaseColumn<Row> & { kind: 'label'; labels: string });

export interface CsvOptions {
  translate: (key: string) => string;
  money?: MoneySettings;
}

/**
 * A text cell a spreadsheet would run as a formula (OWASP's CSV injection list): it starts with = + - @, also behind
 * leading spaces or quotes (some readers trim them), or with a tab / CR (some strip it first).
 */
const FORMULA_CELL = /^(?:[\t\r]|[\s"]*[=+\-@])/;
/**
 * A formula behind a separator inside the cell. The file's separator is the comma, but Polish and German Excel open
 * a .csv with their list separator, the semicolon, and a reader that splits on another separator than ours starts
 * a new cell after it, quotes or not: `AGB9;=1+1;` would hand it the cell `=1+1`.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)([=+\-@])/g;
const SEPARATOR = /[,;\t\r\n]/;

/** A plain signed number: '-12', '+5', '-3.50'. */
const PLAIN_NUMBER = /^[+-]\d+(?:[.,]\d+)?$/;
/** A phone number in international form: '+48776518976', '+48 600 100 200', '+1 (555) 010-2030'. */
const PHONE = /^\+\d[\d ()-]*\d$/;
const MIN_PHONE_DIGITS = 7;

/**
 * Text that starts with + or - and is only a signed number or a phone number: a spreadsheet shows it, runs
 * nothing, and an apostrophe before it would be shown literally ('+48776518976), so it needs no guard (issue #30).
 */
export function isNumberOrPhone(text: string) {
  if (PLAIN_NUMBER.test(text)) return true;
  return PHONE.test(text) && text.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

/**
 * Text a spreadsheet shows as text, never runs (OWASP's CSV injection advice): an apostrophe before a formula at the
 * start of the cell, and before one that follows a separator within it. A signed number or a phone number is not a
 * formula (isNumberOrPhone).
 */
export function neutraliseFormula(text: string) {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, (match, before: string, sign: string, at: number) => {
    const rest = text.slice(at + before.length).split(SEPARATOR)[0];
    return isNumberOrPhone(rest.trimEnd()) ? match : `${before}'${sign}`;
  });
  // A cell of phone numbers ('+48 600 100 200; +48 601 100 200') is one a spreadsheet shows as it is.
  const onlyNumbers =
    /^[+-]/.test(inner) && inner.split(SEPARATOR).every((part) => isNumberOrPhone(part.trim()));
  return FORMULA_CELL.test(inner) && !onlyNumbers ? `'${inner}` : inner;
}

/**
 * RFC 4180 quoting (quotes doubled) for a cell that holds a separator of any reader (comma, semicolon, tab), a quote
 * or a line break, or edge spaces a spreadsheet would trim.
 */
export function quote(text: string) {
  return /[",;\t\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function numberText(value: unknown, digits: number) {
  const number = typeof value === 'number' ? value : Number(value);
  return value == null || value === '' || Number.isNaN(number) ? '' : number.toFixed(digits);
}

function statusLabel(family: StatusFamily, value: unknown, translate: CsvOptions['translate']) {
  if (value == null || value === '') return '';
  const status = statusList(family).find((item) => item.id === Number(value));
  return status ? translate(`${family.translationPrefix}.${status.key}`) : String(value);
}

function cell<Row>(column: CsvColumn<Row>, row: Row, options: CsvOptions): string {
  const value = column.value(row);
  switch (column.kind) {
    case 'count':
      return numberText(value, 0);
    case 'money': {
      const precision = options.money?.precision ?? DEFAULT_PRECISION;
      const minor = value == null || value === '' ? undefined : Number(value);
      return minor === undefined || Number.isNaN(minor) ? '' : toMajor(minor, precision).toFixed(precision);
    }
    case 'date':
      return isoDate(value instanceof Date || typeof value === 'string' ? value : undefined);
    case 'status':
      return neutraliseFormula(statusLabel(column.family, value, options.translate));
    case 'label':
      return value == null || value === ''
        ? ''
        : neutraliseFormula(options.translate(`${column.labels}.${String(value)}`));
    case 'text':
      return neutraliseFormula(value == null ? '' : String(value));
  }
}

/** The header: translated; a money column names its currency ('Price (PLN)'), so its cells stay plain numbers. */
function header<Row>(column: CsvColumn<Row>, options: CsvOptions) {
  const label = options.translate(column.header);
  return neutraliseFormula(
    column.kind === 'money' ? `${label} (${options.money?.currency || DEFAULT_CURRENCY})` : label,
  );
}

/** The whole file as a string, BOM first, ready to be sent as text/csv;charset=utf-8. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: CsvOptions) {
  const lines = [
    columns.map((column) => quote(header(column, options))).join(','),
    ...rows.map((row) => columns.map((column) => quote(cell(column, row, options))).join(',')),
  ];
  return BOM + lines.join(LINE_END) + LINE_END;
}
