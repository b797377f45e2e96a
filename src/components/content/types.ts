import type { TextKind } from '../../domain/bounds';
import type { ComponentType } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { ContentApi } from '../../domain/contentRecordSchemas';

/** A per-language text of a content record. */
export interface TextDecl {
  source: string;
  kind?: 'text' | 'textarea' | 'rich' | 'slug';
  /** for a slug: the text it is made from */
  from?: string;
  /** its kind of text for the input's limit, when not the content kit's (`contentTextKind`): a warehouse item's name */
  limit?: TextKind;
}

/** A plain (not per-language) field, shown the same way in forms, lists and details. */
export type FieldDecl = { source: string } & (
  | { kind: 'status' | 'money' | 'boolean' | 'image' | 'text' }
  | { kind: 'number'; step?: number; helper?: string }
  /** a closed list; labels are translated as `${labels}.${value}` */
  | { kind: 'select'; choices: readonly string[]; labels: string }
  /** another record, shown by its label */
  | { kind: 'reference'; reference: string; filter?: Record<string, unknown> }
  /** a rule of its own (parent toggle, order page services) */
  | { kind: 'custom'; input: ComponentType; field?: ComponentType<{ source: string }> }
);

export interface ContentDecl {
  /** route name (react-admin resource) */
  resource: string;
  api: ContentApi;
  texts: TextDecl[];
  fields: FieldDecl[];
  /** list columns by source: a text, or a declared field */
  columns: string[];
  sort?: SortPayload;
  /** declared select or boolean fields offered as list filters besides the search */
  filters?: string[];
  /** links beside the list's buttons (services -> types, customers -> partners) */
  links?: { label: string; to: string; smartCount?: number }[];
  /** where add/edit/details live when not the list's own resource (partner agreements -> agreements) */
  recordResource?: string;
  /** the list a record returns to after save or delete, when it depends on the record */
  listPath?: (record: RaRecord | undefined) => string;
  /** values a new record starts with, besides the schema's defaults */
  createState?: Record<string, unknown>;
}
