import type { TextKind } from './bounds';

/**
 * The kind of each content text, for its maximum length (src/domain/bounds.ts): pages of HTML, free texts, names;
 * any other (titles, headings, slugs) is one line. The contract and the content kit's inputs read it.
 */
const CONTENT_TEXT_KINDS: Record<string, TextKind> = {
  content: 'page',
  pageContent: 'page',
  priceContent: 'page',
  answer: 'page',
  question: 'text',
  metaDescription: 'text',
  priceDescription: 'text',
  releaseNotes: 'text',
  label: 'name',
};
export const contentTextKind = (field: string): TextKind => CONTENT_TEXT_KINDS[field] ?? 'line';
