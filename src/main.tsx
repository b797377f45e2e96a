import { createRoot } from 'react-dom/client';
import { buildI18nProvider } from './providers/i18nProvider';

/**
 * The screen a deep link or reload opens with, fetched with the app instead of after it has rendered (a lazy
 * route is otherwise discovered only when React reaches it, one more round of requests before the first row).
 */
const firstScreens: [RegExp, () => Promise<unknown>][] = [[/^\/orders(\/\d+)?\/?$/, () => import('./resources/orders/OrderList')]];

async function boot() {
  // The fake backend (demo mode), the app's code, its language and the first screen load in parallel; the backend
  // is started before the first render, so the first call already reaches it.
  // Compared inline so the production build drops the fake backend entirely (no msw code in it).
  const backend = import.meta.env.VITE_USE_MOCK === 'true' ? import('../mocks/browser').then((mocks) => mocks.startFakeBackend()) : null;
  const app = import('./App');
  const i18n = buildI18nProvider();
  for (const [path, load] of firstScreens) if (path.test(window.location.pathname)) void load();
  await backend;
  const [{ App }, i18nProvider] = await Promise.all([app, i18n]);
  createRoot(document.getElementById('root')!).render(<App i18nProvider={i18nProvider} />);
}

void boot();
