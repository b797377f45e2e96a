import type { stripHtml as strip } from './stripHtml';

/**
 * The backend's HTML policy (./stripHtml.ts) needs parse5, the largest part of the fake backend: it loads only
 * before a call that may store HTML (mocks/routes.ts awaits `loadHtmlCleaner` for those), so the first screen's
 * calls do not wait for it.
 */
let loaded: typeof strip | null = null;

export async function loadHtmlCleaner() {
  loaded ??= (await import('./stripHtml')).stripHtml;
}

export function stripHtml(html: string | null | undefined): string {
  if (!loaded) throw new Error('the HTML policy is used before loadHtmlCleaner()');
  return loaded(html);
}
