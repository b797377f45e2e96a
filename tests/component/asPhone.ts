import { vi } from 'vitest';

/**
 * jsdom has no media queries: answer as a 390 px phone would, so MUI's `down('sm')` matches. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
