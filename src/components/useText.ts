import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useSession } from '../session/useSession';

export type Texts = Record<string, string | undefined>;

/**
 * Multilingual content in the interface language when it has it, else the location's base language. The same
 * function until either language changes, so what is made with it can be kept until then.
 */
export function useText() {
  const [locale] = useLocaleState();
  const base = useSession()?.baseLanguage ?? 'en';
  return useCallback(
    (texts: Texts | string | null | undefined): string => {
      if (!texts) return '';
      if (typeof texts === 'string') return texts;
      return texts[locale] || texts[base] || Object.values(texts).find(Boolean) || '';
    },
    [locale, base],
  );
}
