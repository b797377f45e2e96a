import { it } from 'vitest';
import { renderApp } from './renderApp';

const state = () => (document.querySelector('.RaLayout-content')?.textContent ?? '').slice(0, 120);
for (const path of (process.env.PATHS ?? '').split(',')) {
  it(path, async () => {
    await renderApp(path, { as: 'admin' });
    await new Promise((r) => setTimeout(r, 6000));
    console.log('STATE', path, '=>', state());
  }, 60000);
}
