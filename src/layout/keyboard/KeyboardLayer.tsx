import { Suspense, lazy, useEffect, useState } from 'react';
import { GlobalStyles } from '@mui/material';
import { focusSearch, isTyping, moveRow, openChosenRow, saveForm } from './listShortcuts';
import { recordActions, type Command } from './recordActions';
import { useFirstScreenShown } from '../firstScreen';

// Loaded once the first screen is shown, not before: no screen needs them to draw (the first order row's
// JavaScript, docs/performance.md), and they are there before a user's Ctrl+K or ?.
const loadPalette = () => import('./CommandPalette');
const loadHelp = () => import('./ShortcutHelp');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));
const ShortcutHelp = lazy(() => loadHelp().then((module) => ({ default: module.ShortcutHelp })));

/** The panel by keyboard: one listener on the page for the palette, the help and the list and form shortcuts. */
export function KeyboardLayer() {
  const [palette, setPalette] = useState<Command[] | null>(null);
  const [help, setHelp] = useState(false);
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    // A chunk that fails to load here is asked for again when opened.
    if (firstScreenShown) for (const load of [loadPalette, loadHelp]) load().catch(() => undefined);
  }, [firstScreenShown]);
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
      <Suspense fallback={null}>
        {palette !== null && <CommandPalette open actions={palette} onClose={() => setPalette(null)} />}
        {help && <ShortcutHelp open onClose={() => setHelp(false)} />}
      </Suspense>
    </>
  );
}
