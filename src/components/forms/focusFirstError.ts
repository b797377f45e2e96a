/** What a field with an error is marked with: its input (aria-invalid) or its MUI control or helper (Mui-error). */
const INVALID = '[aria-invalid="true"], .Mui-error';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element to focus for a marked field: itself when it takes focus, else the first that does inside its control. */
function focusTarget(marked: Element): HTMLElement | null {
  if (marked.matches(FOCUSABLE)) return marked as HTMLElement;
  const inside = marked.querySelector<HTMLElement>(FOCUSABLE);
  if (inside) return inside;
  // A helper text is the control's sibling: the control's root holds the input.
  const control = marked.closest(
    '.MuiFormControl-root, fieldset, section, [role="group"], [role="radiogroup"]',
  );
  return control?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * After a save refused by the form's own checks: brings the first field with an error (in the page's order, top
 * to bottom) into view and focuses it, so the user lands on what to fix instead of a toast. Answers whether one
 * was found.
 */
export function focusFirstError(form: Element): boolean {
  const marked = form.querySelector(INVALID);
  if (!marked) return false;
  const target = focusTarget(marked) ?? (marked as HTMLElement);
  // jsdom has no scrollIntoView; a browser scrolls the field to the middle, clear of the sticky bars.
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
