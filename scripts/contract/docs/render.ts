import type { Endpoint } from '../../../src/api/contract/endpoint';
import { envelope } from '../../../src/api/contract/endpoint';
import { accessText, rolesOf } from './access';
import { errorText } from './errors';
import { fieldTable, shapeOf } from './fields';
import { HEADER } from './fixedText';
import { jsonSchemaOf, type JsonSchema } from './jsonSchema';

/** The contract as the tools read it: areas of named endpoints (the shape of `API` in src/api/contract). */
export type ApiAreas = Record<string, Record<string, Endpoint>>;

const AREA_TITLE = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

/** Answers repeat (details, add, edit and delete all answer the record): the second one names the first. */
function answerText(endpoint: Endpoint, seen: Map<string, string>): string {
  if (endpoint.file) return 'the CSV file itself (`text/csv`, UTF-8 with a BOM), not the envelope.';
  const { words, rows } = shapeOf(jsonSchemaOf(endpoint.answer));
  const total = endpoint.paged ? ', and `total`: the number of rows of all pages' : '';
  if (!rows.length) return `\`data\`: ${words}${total}.`;
  const table = fieldTable(rows);
  const first = seen.get(table);
  if (first) return `\`data\`: ${words}${total}, with the fields of \`${first}\`'s answer.`;
  seen.set(table, endpoint.path);
  return `\`data\`: ${words}${total}:\n\n${table}`;
}

function endpointSection(endpoint: Endpoint, seen: Map<string, string>): string {
  const payload = fieldTable(shapeOf(jsonSchemaOf(endpoint.request)).rows);
  const errors = endpoint.errors?.length
    ? `the common ones, and ${endpoint.errors.map(errorText).join(', ')}`
    : 'the common ones';
  return [
    `### \`${endpoint.path}\``,
    endpoint.summary,
    `**Access:** ${accessText(endpoint.access)}`,
    ...(endpoint.idempotent
      ? ['**Idempotent:** send an `Idempotency-Key` header; a repeated key answers the first answer.']
      : []),
    `**Payload:**\n\n${payload}`,
    `**Answer:** ${answerText(endpoint, seen)}`,
    `**Errors:** ${errors}.`,
  ].join('\n\n');
}

/** docs/api.md: the fixed text, then per area each endpoint's path, access, payload, answer and errors. */
export function renderMarkdown(api: ApiAreas): string {
  const seen = new Map<string, string>();
  const areas = Object.entries(api).map(([area, endpoints]) =>
    [
      `## ${AREA_TITLE(area)}`,
      ...Object.values(endpoints).map((endpoint) => endpointSection(endpoint, seen)),
    ].join('\n\n'),
  );
  return `${HEADER}\n${areas.join('\n\n')}\n`;
}

/** A successful answer: the envelope with this endpoint's `data` (and `total` when paged). */
function answerSchema(endpoint: Endpoint, data: JsonSchema): JsonSchema {
  if (endpoint.file) return { type: 'string', contentMediaType: 'text/csv' };
  return {
    type: 'object',
    properties: {
      result: { const: true },
      data,
      ...(endpoint.paged ? { total: { type: 'integer', minimum: 0 } } : {}),
    },
    required: ['result', 'data', ...(endpoint.paged ? ['total'] : [])],
  };
}

/**
 * Puts a schema in the document's `$defs` under `key`. A recursive schema (z.lazy) refers to its root (`#`) or
 * brings its own `$defs`: those move beside it under its key, and the references follow.
 */
function define(defs: Record<string, JsonSchema>, key: string, schema: JsonSchema): JsonSchema {
  const { $defs: inner = {}, ...root } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const retarget = (value: JsonSchema): JsonSchema => {
    let text = JSON.stringify(value).split('"$ref":"#"').join(`"$ref":"#/$defs/${key}"`);
    for (const name of Object.keys(inner))
      text = text.split(`"#/$defs/${name}"`).join(`"#/$defs/${key}.${name}"`);
    return JSON.parse(text) as JsonSchema;
  };
  defs[key] = retarget(root);
  for (const [name, definition] of Object.entries(inner)) defs[`${key}.${name}`] = retarget(definition);
  return { $ref: `#/$defs/${key}` };
}

/**
 * docs/api.schema.json: one JSON Schema (draft 2020-12) document; `$defs` holds each endpoint's request payload and
 * successful answer (`<area>.<name>.request` / `.answer`, its `data` in `.data`) and the envelope, `x-endpoints` what each path is.
 */
export function renderJsonSchema(api: ApiAreas): string {
  const defs: Record<string, JsonSchema> = { envelope: jsonSchemaOf(envelope) };
  const endpoints = Object.entries(api).flatMap(([area, named]) =>
    Object.entries(named).map(([name, endpoint]) => {
      const key = `${area}.${name}`;
      define(defs, `${key}.request`, jsonSchemaOf(endpoint.request));
      const data = endpoint.file ? {} : define(defs, `${key}.data`, jsonSchemaOf(endpoint.answer));
      defs[`${key}.answer`] = answerSchema(endpoint, data);
      return {
        path: endpoint.path,
        summary: endpoint.summary,
        access: endpoint.access,
        roles: rolesOf(endpoint.access),
        ...(endpoint.paged ? { paged: true } : {}),
        ...(endpoint.file ? { file: endpoint.file } : {}),
        ...(endpoint.idempotent ? { idempotent: true } : {}),
        errors: endpoint.errors ?? [],
        request: { $ref: `#/$defs/${key}.request` },
        answer: { $ref: `#/$defs/${key}.answer` },
      };
    }),
  );
  const document = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Cleaning back office API',
    description:
      'Generated from src/api/contract by npm run contract:docs. Requests are form-encoded (docs/api.md, "Form encoding"); every JSON answer is the envelope.',
    $defs: defs,
    'x-endpoints': endpoints,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
