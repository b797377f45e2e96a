import { createRoot } from 'react-dom/client';
import { buildI18nProvider } from './providers/i18nProvider';

async function boot() {
  // Compared inline so the production build drops the fake backend entirely (no msw code in it).
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    // Demo mode: the fake backend starts before the first render, so the first call already reaches it.
    const { startFakeBackend } = await import('../mocks/browser');
    await startFakeBackend();
  }
  const [{ App }, i18nProvider] = await Promise.all([import('./App'), buildI18nProvider()]);
  createRoot(document.getElementById('root')!).render(<App i18nProvider={i18nProvider} />);
}

void boot();
