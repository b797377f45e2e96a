import { createRoot } from 'react-dom/client';
import { buildI18nProvider } from './providers/i18nProvider';

/**
 * How long the first render waits for the opening screen's code and data (src/routing/prefetch.ts, sent as soon as
 * the app's code and the backend are in). With them, the screen is drawn once, content and all (the answers are
 * in the app's query cache under the screen's own keys); without them, it draws its skeleton first, and each of
 * react-admin's renders on mounting (translations, resources, routes) holds up the answer on this thread. A slower
 * answer is not waited for: the screen shows its skeleton meanwhile and takes the answer when it comes.
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
  await backend;
  // The opening screen's code and data, by its declaration (its resource's or page's `opensWith`).
  const { App, openScreen } = await app;
  const boot = openScreen();
  // The screen's code is waited for (a lazy screen that suspends keeps its fallback at least 300 ms), the data its
  // first render shows a little (not a form's catalogue, which its first input does not need).
  await boot.code;
  await Promise.race([boot.firstData, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
  const i18nProvider = await i18n;
  createRoot(document.getElementById('root')!).render(<App i18nProvider={i18nProvider} boot={boot} />);
}

void boot();
