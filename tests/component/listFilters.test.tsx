import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

/**
 * Every list that declares filters besides those always shown offers them through "Add filter" in its toolbar
 * (ListActions): seven lists had filters no one could open.
 */
describe("a list's filters", () => {
  it.each([
    ['/orders', 'Service type'],
    ['/reviews', 'Service type'],
    ['/partners', 'Service type'],
    ['/customers', 'Registered from'],
    ['/promocodes', 'Type'],
    ['/certificates', 'Expires by'],
    ['/warehouse', 'Unit'],
    ['/warehouse/movements', 'Item'],
  ])('%s offers its filters under "Add filter"', { timeout: 60000 }, async (path, filter) => {
    await renderApp(path, { as: 'admin' });
    const add = await screen.findByRole('button', { name: 'Add filter' }, { timeout: 30000 });
    await userEvent.click(add);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitemcheckbox', { name: new RegExp(`^${filter}`) }),
    ).toBeInTheDocument();
  });

  it('names every filter of the reviews list in the interface language', { timeout: 60000 }, async () => {
    await renderApp('/reviews', { as: 'admin', language: 'ru' });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить фильтр' }, { timeout: 30000 }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Оценка', 'Партнёр', 'Тип услуги', 'Дата с', 'Дата по', 'Видимость']);
  });

  it('a review list filtered by a service type asks for those reviews', { timeout: 60000 }, async () => {
    await renderApp('/reviews', { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 30000 }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^Service type/ }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Service type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deep cleaning' }));
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toMatch(/"serviceType":\d+/), {
      timeout: 30000,
    });
  });

  it(
    'an orders list filtered by a partner found by typing asks for their orders',
    { timeout: 60000 },
    async () => {
      await renderApp('/orders', { as: 'admin' });
      await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 30000 }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^Partner/ }));
      // The input's code comes with the first filter shown (components/filters), then it searches as typed.
      const partner = await screen.findByRole('combobox', { name: 'Partner' }, { timeout: 30000 });
      await userEvent.type(partner, 'a');
      const options = await screen.findAllByRole('option', {}, { timeout: 30000 });
      await userEvent.click(options[0]);
      await waitFor(() => expect(decodeURIComponent(window.location.search)).toMatch(/"partnerId":\d+/), {
        timeout: 30000,
      });
    },
  );
});
