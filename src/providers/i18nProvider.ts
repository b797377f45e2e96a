import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en';
import { loadDateLocale } from '../domain/format';
import { readLanguage, writeLanguage } from '../session/session';
import { limitConcurrency } from './concurrency';
import { loadWithRetry } from './loadWithRetry';

export const LANGUAGES = ['en', 'ru', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

const english = { ...englishMessages, ...en } as unknown as TranslationMessages;

/** Non-English messages are separate chunks (with their date names), loaded on demand with the spec's retry rule. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<TranslationMessages>> = {
  ru: () => Promise.all([import('../../i18n/ru'), loadDateLocale('ru')]).then(([module]) => module.messages),
  pl: () => Promise.all([import('../../i18n/pl'), loadDateLocale('pl')]).then(([module]) => module.messages),
};

/** Spec section 9: translations load with at most 10 reads in flight, however many are asked for at once. */
export const MAX_PARALLEL_READS = 10;
export const translationRead = limitConcurrency(MAX_PARALLEL_READS);

export const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  // Each attempt is a read of its own, so a retry waits for a free slot too.
  if (locale === 'ru' || locale === 'pl') return loadWithRetry(() => translationRead(loaders[locale]));
  return english;
};

const storedLanguage = () => {
  const stored = readLanguage();
  return (LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
};

/**
 * Built once at boot, after the stored language's messages are loaded, so the first screen is
 * already in it (polyglot needs the initial messages synchronously).
 */
export async function buildI18nProvider(locale = storedLanguage()) {
  const initialMessages = await getMessages(locale);
  const provider = polyglotI18nProvider(
    (requested) => (requested === locale ? initialMessages : getMessages(requested)),
    locale,
    LANGUAGES.map((code) => ({ locale: code, name: en.app.languages[code] })),
    { allowMissing: true },
  );
  const changeLocale = provider.changeLocale;
  provider.changeLocale = async (next: string) => {
    await changeLocale(next);
    // The choice is kept across reloads as authLanguage, the key the transport reads too.
    writeLanguage(next);
    document.documentElement.lang = next;
  };
  document.documentElement.lang = locale;
  return provider;
}
