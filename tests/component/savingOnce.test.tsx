import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/server/db';
import type { CustomerRow, LabelRow } from '../../mocks/rows';
import { renderApp } from './renderApp';

/**
 * Issue 29, class 2: a double click on Save while the answer is slow saves once. Save is disabled from the click
 * until the answer (src/components/SaveButton.tsx, every form's one Save), so the second click sends nothing: one
 * add, one record; and on an edit no second call refused as "changed by someone else".
 */
const slow = (path: RegExp, calls: string[]) =>
  server.use(
    http.post(path, async ({ request }) => {
      calls.push(request.url);
      // Answers nothing itself: after the wait, the fake backend's own handler saves.
      await delay(600);
    }),
  );

describe('a double click on Save with a slow answer', { timeout: 60_000 }, () => {
  it('adds one label', async () => {
    // Clicks as a user would, whether or not the button looks pressable.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const labels = () => db().collection<LabelRow>('labels').all().length;
    const before = labels();
    await renderApp('/labels/add', { as: 'admin' });
    // The base language's name (the first of the multilingual group) is the one required.
    const [name] = await screen.findAllByLabelText(/^Label/, { selector: 'input' }, { timeout: 20_000 });
    await user.type(name, 'Twice clicked');
    const adds: string[] = [];
    slow(/\/v1\.0\/admin\/labels\/add$/, adds);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    await user.click(save);
    await waitFor(() => expect(window.location.pathname).not.toBe('/labels/add'), { timeout: 10_000 });
    expect(adds).toHaveLength(1);
    expect(labels()).toBe(before + 1);
  });

  it("edits a customer once, with no conflict from the user's own second click", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderApp('/customers/details/1', { as: 'manager' });
    const name = await screen.findByLabelText(
      /Name/,
      { selector: 'input[name="name"]' },
      { timeout: 20_000 },
    );
    await waitFor(() => expect(name).toHaveValue('Joanna Testowa'));
    await waitFor(async () => {
      await user.clear(name);
      await user.type(name, 'Joanna Raz');
      expect(name).toHaveValue('Joanna Raz');
    });
    const edits: string[] = [];
    slow(/\/v1\.0\/admin\/customers\/edit$/, edits);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    await waitFor(() => expect(db().collection<CustomerRow>('customers').get(1)!.name).toBe('Joanna Raz'));
    expect(await screen.findByText('Customer saved', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('This record was changed by someone else')).toBeNull();
    expect(edits).toHaveLength(1);
  });
});
