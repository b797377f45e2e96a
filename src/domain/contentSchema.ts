/**
 * What a content record's declaration holds (its texts, fields, defaults and own rules): the shape of every entry
 * of CONTENT_SCHEMAS (contentRecordSchemas.ts) and TRAINING_SCHEMAS (training.ts). A module of its own so that both
 * declare their schemas against it without importing each other.
 */

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  required?: boolean;
}

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  required?: boolean;
}

export interface ContentSchema {
  /** per-language texts */
  texts: readonly string[];
  /** texts that the base language must have */
  required: readonly string[];
  /** per-language slugs: format checked here, uniqueness per language by the server */
  slugs: readonly string[];
  numbers?: Record<string, NumberRule>;
  booleans?: readonly string[];
  /** closed lists of values */
  choices?: Record<string, readonly string[]>;
  /** one id of another record (null when none) */
  refs?: readonly string[];
  /** refs that must be chosen */
  requiredRefs?: readonly string[];
  /** lists of ids */
  lists?: readonly string[];
  /** plain strings (image URLs, inner slugs) */
  strings?: readonly string[];
  /** images: the URL of a file the upload endpoint answered (the backend refuses any other URL), or null */
  images?: readonly string[];
  defaults: Record<string, unknown>;
  /** the record's own rules (versions, addresses), run by the form and the fake backend alike */
  rules?: (values: Record<string, unknown>) => Record<string, string>;
}
