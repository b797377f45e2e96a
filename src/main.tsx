import { createRoot } from 'react-dom/client';
import { buildI18nProvider } from './providers/i18nProvider';
import { OrderListScreen } from './resources/orders/listScreen';

/**
 * The screen a deep link or reload opens with, fetched with the app instead of after it has rendered (a lazy
 * route is otherwise discovered only when React reaches it, one more round of requests before the first row);
 * a list's first page is asked for as soon as the backend is ready (src/routing/firstPage.ts), and the first
 * render waits a little for its answer.
 */
interface FirstScreen {
  path: RegExp;
  load: () => Promise<unknown>;
  /** Resolves to a function that sends the screen's first call, giving its answer (or nothing if none is sent). */
  firstCall?: () => Promise<() => Promise<unknown> | undefined>;
}
const firstScreens: FirstScreen[] = [
  {
    path: /^\/orders\/?$/,
    load: OrderListScreen.preload,
    firstCall: () => import('./resources/orders/listDefaults').then((module) => module.preloadOrderList),
  },
  { path: /^\/orders\/\d+\/?$/, load: OrderListScreen.preload },
];

/**
 * How long the first render waits for the first call's answer. With the answer, the screen is drawn once, rows
 * and all (the answer seeds the query cache: src/providers/earlyCalls.ts); without it, it draws its skeleton
 * first, and each of react-admin's renders on mounting (translations, resources, routes) holds up the answer
 * on this thread. A slower answer is not waited for: the screen shows its skeleton meanwhile.
 */
const FIRST_ANSWER_WAIT_MS = 150;

async function boot() {
  // The fake backend (demo mode), the app's code, its language and the first screen load in parallel; the backend
  // is started before the first render, so the first call already reaches it.
  // Compared inline (twice) so the production build drops the fake backend entirely (no msw code in it).
  // The backend's worker first, from a small chunk of its own: it reads its data while msw and the app load.
  const worker =
    import.meta.env.VITE_USE_MOCK === 'true'
      ? import('../mocks/backendWorker').then((module) => module.startBackendWorker())
      : null;
  const backend =
    import.meta.env.VITE_USE_MOCK === 'true'
      ? Promise.all([import('../mocks/browser'), worker]).then(([mocks, started]) =>
          mocks.startFakeBackend(started!),
        )
      : null;
  const app = import('./App');
  const i18n = buildI18nProvider();
  const screen = firstScreens.find(({ path }) => path.test(window.location.pathname));
  const screenCode = screen?.load().catch(() => undefined);
  const firstCall = screen?.firstCall?.();
  await backend;
  const answer = firstCall?.then((send) => send()).catch(() => undefined);
  if (answer)
    await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
  // The first screen renders with the app, not after a suspended render (src/routing/lazyScreen.ts).
  const [{ App }, i18nProvider] = await Promise.all([app, i18n, screenCode]);
  createRoot(document.getElementById('root')!).render(<App i18nProvider={i18nProvider} />);
}

void boot();
