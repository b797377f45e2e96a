import { en } from '../../../i18n/en';

/** The English text of a message key (`app.errors.codeTaken`), or nothing when the key is not translated. */
export function englishOf(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `` `key` ('English text') `` */
export const errorText = (key: string) => {
  const english = englishOf(key);
  return english ? `\`${key}\` ('${english}')` : `\`${key}\``;
};
