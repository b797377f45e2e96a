import { render } from '@testing-library/react';
import { App } from '../../src/App';
import { authProvider } from '../../src/providers/authProvider';
import { buildI18nProvider } from '../../src/providers/i18nProvider';

/** The whole admin at a path, against the msw handlers, optionally logged in first. */
export async function renderApp(path: string, { as }: { as?: 'admin' | 'manager' } = {}) {
  if (as) await authProvider.login({ username: `${as}@example.com`, password: 'demo1234' });
  window.history.pushState({}, '', path);
  const i18nProvider = await buildI18nProvider('en');
  return render(<App i18nProvider={i18nProvider} />);
}
