import { z } from 'zod/mini';

/** A JSON Schema (draft 2020-12) as zod 4 writes it; only the keywords the docs read are named. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
  [keyword: string]: unknown;
}

/**
 * A schema as JSON Schema, the way it is after parsing (`io: 'output'`: a wire field that arrives as text reads
 * as the number or list it becomes); what JSON Schema cannot say (transforms) is left open rather than refused.
 */
export function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}
