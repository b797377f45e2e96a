/**
 * The Content-Security-Policy of a built app (vite.config.ts puts it in a meta tag; docs/decisions-safety.md gives
 * the same as a web-server header, where frame-ancestors also works). Scripts only from our origin and the Google
 * Maps loader: no inline script and no eval can run, whatever HTML reaches a page. Styles allow 'unsafe-inline'
 * because MUI (emotion) writes its styles into <style> elements at run time; stored HTML cannot use that, as the
 * sanitiser removes every style element and attribute.
 */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** `apiUrl` is VITE_API_URL: a path (same origin) or another host, which calls must be allowed to reach. */
export function contentSecurityPolicy(apiUrl = '/api'): string {
  const apiOrigin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...GOOGLE_MAPS],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...GOOGLE_MAPS],
    // The demo's fake backend runs in a module worker and msw's service worker, both from our origin.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
