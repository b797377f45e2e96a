import { describe, expect, it } from 'vitest';
import { focusFirstError } from '../../src/components/forms/focusFirstError';

/**
 * Issue #30, 16: after an invalid save the first error in page order is focused, also when it belongs to a custom
 * input with no input of its own under the message (the order form's services or date: a helper text in a section
 * of buttons), which react-hook-form's own focus skips for a later field.
 */
function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('focusFirstError', () => {
  it("focuses the first marked field's control in page order, not a later input", () => {
    const root = form(`
      <section><h2>Services</h2><button type="button" id="more-room">More Room</button>
        <p class="MuiFormHelperText-root Mui-error">Select services</p></section>
      <div class="MuiFormControl-root"><input id="time" aria-invalid="true" /></div>`);
    expect(focusFirstError(root)).toBe(true);
    expect(document.activeElement?.id).toBe('more-room');
  });

  it('focuses an invalid input itself, and says when there is nothing to focus', () => {
    const root = form(`<input id="name" /><input id="phone" aria-invalid="true" />`);
    expect(focusFirstError(root)).toBe(true);
    expect(document.activeElement?.id).toBe('phone');
    expect(focusFirstError(form('<input id="ok" />'))).toBe(false);
  });
});
