/** A command the palette offers: a label and what it does. */
export interface Command {
  key: string;
  group: 'screens' | 'actions' | 'orders' | 'customers' | 'partners';
  label: string;
  detail?: string;
  run: () => void;
}

const labelOf = (button: HTMLElement) =>
  (button.getAttribute('aria-label') || button.textContent || '').replace(/\s+/g, ' ').trim();

/**
 * The actions of the record in view are the buttons of its top toolbar (confirm, cancel, copy, edit...), read
 * when the palette opens: every screen's actions are offered without declaring them twice, and only those its
 * rules show (a confirmed order offers no Confirm).
 */
export function recordActions(): Command[] {
  // react-admin's TopToolbar is the Toolbar right inside the details or edit page.
  const buttons = [
    ...document.querySelectorAll<HTMLElement>(
      'main :is(.show-page, .edit-page) > .MuiToolbar-root :is(button, a)',
    ),
  ];
  return buttons
    .filter(
      (button) => !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true',
    )
    .map((button, index) => ({
      key: `action-${index}`,
      group: 'actions' as const,
      label: labelOf(button),
      run: () => button.click(),
    }))
    .filter((command) => command.label);
}
