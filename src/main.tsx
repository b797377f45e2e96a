import { createRoot } from 'react-dom/client';
import { buildI18nProvider } from './providers/i18nProvider';

async function boot() {
  // The app's code, its language and (in demo mode) the fake backend load in parallel; the backend is
  // started before the first render, so the first call already reaches it.
  const app = import('./App');
  const i18n = buildI18nProvider();
  // Compared inline so the production build drops the fake backend entirely (no msw code in it).
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startFakeBackend } = await import('../mocks/browser');
    await startFakeBackend();
  }
  const [{ App }, i18nProvider] = await Promise.all([app, i18n]);
  createRoot(document.getElementById('root')!).render(<App i18nProvider={i18nProvider} />);
}

void boot();
