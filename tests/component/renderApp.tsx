import { render } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { App, type Boot } from '../../src/App';
import { preloadLiveParts } from '../../src/components/live/liveParts';
import { authProvider } from '../../src/providers/authProvider';
import { buildI18nProvider } from '../../src/providers/i18nProvider';
import { openScreen } from '../../src/routing/prefetch';

/**
 * The shell's lazy parts (the sidebar's entries, the top bar's tools), loaded before the first render as the built
 * page preloads its chunks: a test then waits for what the app does, not for the test runner transforming modules,
 * which on a busy 2-core machine took longer than any sensible wait.
 */
const shell = () =>
  Promise.all([
    import('../../src/layout/AppBarTools'),
    import('../../src/layout/MenuContent'),
    import('../../src/layout/LiveFeed'),
    preloadLiveParts(),
  ]);

/** The whole admin at a path, against the msw handlers, optionally logged in first. */
export async function renderApp(
  path: string,
  {
    as,
    boot,
    i18n = (provider) => provider,
    language = 'en',
  }: {
    as?: 'admin' | 'manager';
    boot?: (path: string) => Boot;
    /** The app's i18n provider as the test wants it (wrapped to count what is translated, say). */
    i18n?: (provider: I18nProvider) => I18nProvider;
    /** The interface language the app opens in. */
    language?: 'en' | 'ru' | 'pl';
  } = {},
) {
  await shell();
  if (as) await authProvider.login({ username: `${as}@example.com`, password: 'demo1234' });
  window.history.pushState({}, '', path);
  const i18nProvider = i18n(await buildI18nProvider(language));
  // `boot`: as src/main.tsx does, before the first render (otherwise App prefetches the opening screen itself).
  return render(<App i18nProvider={i18nProvider} boot={boot?.(path)} />);
}

/**
 * The whole admin at a path, booted as src/main.tsx boots it (the app's query cache and the opening screen's
 * prefetch), with that boot for the test to read (its query cache).
 */
export async function renderBootedApp(path: string, { as }: { as?: 'admin' | 'manager' } = {}) {
  let boot: Boot | undefined;
  const view = await renderApp(path, {
    as,
    boot: (at) => (boot = openScreen({ pathname: at, search: '' })),
  });
  if (!boot) throw new Error('the app was rendered without its boot');
  return { ...view, boot };
}
