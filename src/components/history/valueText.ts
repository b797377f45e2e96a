import type { Texts } from '../useText';

const LANGUAGE_KEY = /^[a-z]{2}$/;

/** A multilingual text record ({en, pl...}) rather than any object. */
const isTexts = (value: object): value is Texts =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => LANGUAGE_KEY.test(key));

/**
 * One recorded value as short text for the timeline: '—' for nothing, yes/no for a flag, a list joined, a
 * multilingual text in the reader's language, and any other object as its values.
 */
export function valueText(
  value: unknown,
  text: (texts: Texts) => string,
  yesNo: (flag: boolean) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => valueText(item, text, yesNo)).join(', ') : '—';
  if (typeof value === 'object') {
    if (isTexts(value)) return text(value) || '—';
    const parts = Object.values(value as Record<string, unknown>).filter(
      (item) => item !== null && item !== '' && item !== undefined,
    );
    return parts.length ? parts.map((item) => valueText(item, text, yesNo)).join(' ') : '—';
  }
  return String(value);
}
