import { useEffect, useState } from 'react';
import { GlobalStyles } from '@mui/material';
import { CommandPalette } from './CommandPalette';
import { focusSearch, isTyping, moveRow, openChosenRow, saveForm } from './listShortcuts';
import { recordActions, type Command } from './recordActions';
import { ShortcutHelp } from './ShortcutHelp';

/** The panel by keyboard: one listener on the page for the palette, the help and the list and form shortcuts. */
export function KeyboardLayer() {
  const [palette, setPalette] = useState<Command[] | null>(null);
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = event.ctrlKey || event.metaKey;
      if (command && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPalette((open) => (open ? null : recordActions()));
        return;
      }
      if (command && event.key === 'Enter') {
        if (saveForm(event.target)) event.preventDefault();
        return;
      }
      // The rest are plain keys: not while typing, in a dialog, or with a modifier.
      if (command || event.altKey || isTyping(event.target) || document.querySelector('[role="dialog"]'))
        return;
      const handled =
        (event.key === '?' && (setHelp(true), true)) ||
        (event.key === 'j' && moveRow(1)) ||
        (event.key === 'k' && moveRow(-1)) ||
        (event.key === '/' && focusSearch()) ||
        (event.key === 'Enter' && openChosenRow(event.target));
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      {/* The row j/k chose stays marked while the focus is elsewhere (a tooltip, the palette). */}
      <GlobalStyles
        styles={(theme) => ({
          'main table tbody tr[data-chosen="true"]': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      />
      {/* Mounted while open: the closed dialogs cost every screen's first render nothing. */}
      {palette !== null && <CommandPalette open actions={palette} onClose={() => setPalette(null)} />}
      {help && <ShortcutHelp open onClose={() => setHelp(false)} />}
    </>
  );
}
