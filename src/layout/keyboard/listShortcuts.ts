/**
 * The shortcuts of lists and forms, on the page's DOM so every screen gets them without code of its own:
 * j/k move through the rows of the list in view, Enter opens the chosen row, / goes to the search box,
 * Ctrl+Enter (Cmd+Enter) saves the form in view.
 */

/** Typing into a field is not a shortcut. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox');

const rows = () =>
  [...document.querySelectorAll<HTMLTableRowElement>('main table tbody tr')].filter(
    (row) => row.offsetParent !== null,
  );

/** Moves the chosen row by `step` (the row gets the focus, so Enter and screen readers follow it). */
export function moveRow(step: 1 | -1) {
  const list = rows();
  if (!list.length) return false;
  const current = list.findIndex(
    (row) => row === document.activeElement || row.contains(document.activeElement),
  );
  const next =
    list[
      current === -1
        ? step === 1
          ? 0
          : list.length - 1
        : Math.min(list.length - 1, Math.max(0, current + step))
    ];
  next.tabIndex = -1;
  next.setAttribute('data-chosen', 'true');
  list.forEach((row) => row !== next && row.removeAttribute('data-chosen'));
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
  return true;
}

/** Enter on a chosen row opens it as a click would (the list's rowClick); links inside stay links. */
export function openChosenRow(target: EventTarget | null) {
  if (!(target instanceof HTMLTableRowElement) || !target.closest('main table tbody')) return false;
  const cell = target.querySelector<HTMLElement>('td:not(:has(input[type=checkbox]))') ?? target;
  cell.click();
  return true;
}

/** The list's own search box, else the top bar's. */
export function focusSearch() {
  const box =
    document.querySelector<HTMLInputElement>('main input[name="q"]') ??
    document.querySelector<HTMLInputElement>('[role="search"] input');
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}

/** Saves the form in view through its own save button (so its validation and guards run). */
export function saveForm(target: EventTarget | null) {
  const form =
    (target instanceof HTMLElement && target.closest('form')) || document.querySelector('main form');
  const save = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!save || save.disabled) return false;
  save.click();
  return true;
}
