import { useSession } from '../../session/useSession';

/** The content languages of the session's location, the base one first (pl and en when none stored). */
export function useContentLanguages() {
  const session = useSession();
  const base = session?.baseLanguage ?? 'pl';
  const available = session?.availableLanguages?.length ? session.availableLanguages : [base];
  const languages = [base, ...available.filter((language) => language !== base)];
  return { base, languages };
}
