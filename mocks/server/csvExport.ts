import type { CsvColumn } from '../../src/domain/csv';
import type { StatusFamily } from '../../src/domain/statuses';
import type { Row } from '../rows';
import type { RequestContext } from './context';
import { tables } from './tables';

/**
 * The one CSV export (spec section 7: saved as data.csv), made for a spreadsheet through src/domain/csv.ts:
 * headers and status labels in the caller's language, money in major units of the location's currency.
 */
export type ExportColumn = CsvColumn<Row> | string;

/**
 * Column declarations for one resource; each header is `<prefix>.<header field>` (the screen's own label) or a
 * whole key.
 * `csvColumns('resources.orders.fields').money('price')` -> 'Price (PLN)' with 123.45 in its cells.
 */
/** A header field of the resource, or (with a dot) a whole translation key. */
const keyOf = (prefix: string, header: string) => (header.includes('.') ? header : `${prefix}.${header}`);

export function csvColumns(prefix: string) {
  const column =
    (kind: 'text' | 'count' | 'date' | 'money') =>
    (source: string, header = source): CsvColumn<Row> => ({
      kind,
      header: keyOf(prefix, header),
      value: (row) => row[source],
    });
  return {
    text: column('text'),
    count: column('count'),
    date: column('date'),
    money: column('money'),
    status: (source: string, family: StatusFamily, header = source): CsvColumn<Row> => ({
      kind: 'status',
      family,
      header: keyOf(prefix, header),
      value: (row) => row[source],
    }),
    /** a code shown through its own translations, e.g. a channel `web` -> 'Website' */
    label: (source: string, labels: string, header = source): CsvColumn<Row> => ({
      kind: 'label',
      labels,
      header: keyOf(prefix, header),
      value: (row) => row[source],
    }),
  };
}

type Messages = Record<string, unknown>;

/** The interface messages, loaded only when an export asks for them (they stay out of the first screen). */
const messageFiles: Record<string, () => Promise<Messages>> = {
  en: () => import('../../i18n/en').then((module) => module.en as unknown as Messages),
  ru: () => import('../../i18n/ru').then((module) => module.messages as unknown as Messages),
  pl: () => import('../../i18n/pl').then((module) => module.messages as unknown as Messages),
};

function lookUp(messages: Messages, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
      messages,
    );
  // 'Order |||| Orders': the singular.
  return typeof found === 'string' ? found.split('||||')[0].trim() : undefined;
}

export async function translatorFor(language: string): Promise<(key: string) => string> {
  const english = await messageFiles.en();
  const messages = language in messageFiles && language !== 'en' ? await messageFiles[language]() : english;
  return (key) => lookUp(messages, key) ?? lookUp(english, key) ?? key;
}

/**
 * Fields a record carries for the machine, not for people: never a column of a CSV (the write version of
 * docs/decisions.md "Versions", the location a record is scoped to).
 */
export const TECHNICAL_FIELDS: ReadonlySet<string> = new Set(['version', 'location']);

/** A multilingual text ({pl, en}) is exported in the caller's language, else English, else the first one. */
const inLanguage =
  (language: string) =>
  (column: CsvColumn<Row>): CsvColumn<Row> => ({
    ...column,
    value: (row) => {
      const value = column.value(row);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const texts = value as Record<string, unknown>;
      return texts[language] ?? texts.en ?? Object.values(texts)[0];
    },
  });

/**
 * The CSV of a collection: its declared columns, or every field of its records but the technical ones, each
 * headed by the field's label in the caller's language (`resources.<labels>.fields.<field>`).
 */
export async function exportOf(
  rows: Row[],
  columns: ExportColumn[] | undefined,
  ctx: RequestContext,
  labels: string,
) {
  // The CSV writer (with date-fns' locales) loads with the first export, not with the first list.
  const [translate, { toCsv }] = await Promise.all([
    translatorFor(ctx.language),
    import('../../src/domain/csv'),
  ]);
  const location = tables.locations().get(ctx.location);
  const declared = (columns ?? Object.keys(rows[0] ?? { id: 0 }))
    .filter((column) => typeof column !== 'string' || !TECHNICAL_FIELDS.has(column))
    .map((column) =>
      typeof column === 'string' ? csvColumns(`resources.${labels}.fields`).text(column) : column,
    );
  const csv = toCsv(rows, declared.map(inLanguage(ctx.language)), {
    translate,
    money: {
      currency: String(location?.currencyCode ?? ''),
      precision: Number(location?.currencyPrecision ?? 2),
    },
  });
  return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
