import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '../../src/components/forms/Form';
import { FormatProvider } from '../../src/components/useFormat';
import { buildI18nProvider } from '../../src/providers/i18nProvider';

/**
 * Issue 28 ("Fast where staff actually are"): a change in a form redraws what reads the changed value, not the
 * whole form. The protections every form has (src/components/forms/FormProtections.tsx) read whether the form is
 * dirty through their own subscription: read from the form's own state, the form's every input would redraw when
 * it turns dirty, and again when it is back to its values (a long form's keystroke then took a third of a second
 * on a slow laptop).
 */
describe("a form's change", () => {
  it('does not redraw the rest of the form when the form turns dirty and back', async () => {
    let renders = 0;
    // Like every input, a part of the form that reads the form's context (which changes with the form's state).
    function Sibling() {
      useFormContext();
      renders += 1;
      return null;
    }
    render(
      <AdminContext i18nProvider={await buildI18nProvider('en')}>
        <FormatProvider>
          <Form record={{ id: 1, name: '' }} resource="customers">
            <Sibling />
            <TextInput source="name" />
          </Form>
        </FormatProvider>
      </AdminContext>,
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const before = renders;
    const user = userEvent.setup();
    await user.type(name, 'Jan');
    await user.clear(name);
    expect(name).toHaveValue('');
    expect(renders).toBe(before);
  });
});
