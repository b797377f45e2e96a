import type { JsonSchema } from './jsonSchema';
import { typeText } from './typeText';

export interface FieldRow {
  /** `code`, `filter.status`, `services[].id` */
  name: string;
  type: string;
  required: boolean;
}

/** Nested objects deeper than this are named by their type only. */
const MAX_DEPTH = 4;

const itemsOf = (schema: JsonSchema) => (schema.type === 'array' ? schema.items : undefined);
const hasFields = (
  schema: JsonSchema | undefined,
): schema is JsonSchema & { properties: Record<string, JsonSchema> } =>
  !!schema?.properties && Object.keys(schema.properties).length > 0;

/** The fields of an object schema, nested objects (and arrays of objects) flattened into dotted names. */
export function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  if (!hasFields(schema)) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const row = { name, type: typeText(field), required: required.has(key) };
    if (depth >= MAX_DEPTH) return [row];
    const items = itemsOf(field);
    if (hasFields(field)) return [row, ...fieldRows(field, `${name}.`, depth + 1)];
    if (hasFields(items)) return [{ ...row, type: 'object[]' }, ...fieldRows(items, `${name}[].`, depth + 1)];
    return [row];
  });
}

/** A field table in markdown (an empty object says so). */
export function fieldTable(rows: FieldRow[]): string {
  if (!rows.length) return '_no fields_';
  const lines = rows.map(
    (row) => `| \`${row.name}\` | ${row.type.replace(/\|/g, '\\|')} | ${row.required ? 'yes' : 'no'} |`,
  );
  return ['| field | type | required |', '|---|---|---|', ...lines].join('\n');
}

/** What `data` holds: a table for an object or a list of objects, else its type in words. */
export function shapeOf(schema: JsonSchema): { words: string; rows: FieldRow[] } {
  if (hasFields(schema)) return { words: 'an object', rows: fieldRows(schema) };
  const items = itemsOf(schema);
  if (hasFields(items)) return { words: 'an array of objects', rows: fieldRows(items) };
  return { words: `\`${typeText(schema)}\``, rows: [] };
}
