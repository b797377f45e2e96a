import type { JsonSchema } from './jsonSchema';

/** Integers carry the safe-integer bounds; only bounds a field really has are worth a word. */
const SAFE = Number.MAX_SAFE_INTEGER;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

function bounds(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`length ≤ ${schema.maxLength}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function scalar(schema: JsonSchema, type: string): string {
  if (type === 'string' && schema.pattern === DATE_PATTERN) return 'date (YYYY-MM-DD)';
  if (type === 'string' && schema.pattern) return `string matching \`/${schema.pattern}/\``;
  if (type === 'string' && schema.format) return `string (${schema.format})`;
  return `${type}${bounds(schema)}`;
}

/** The type of a field in a few words: `integer (≥ 0)`, `'percent' | 'amount'`, `integer[]`, `object`. */
export function typeText(schema: JsonSchema): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(typeText).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  switch (schema.type) {
    case undefined:
      return 'any';
    case 'array':
      return schema.items ? listOf(typeText(schema.items)) : 'array';
    case 'object':
      if (schema.properties) return 'object';
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `{ [key]: ${typeText(schema.additionalProperties)} }`;
      return 'object';
    default:
      return scalar(schema, schema.type);
  }
}

/** `integer[]`; a list of anything longer in words: `list of integer (> 0)`. */
const listOf = (item: string) => (/[ |]/.test(item) ? `list of ${item}` : `${item}[]`);
