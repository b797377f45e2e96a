import { Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The documented shortcuts (docs/decisions-history.md lists them too). */
export const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: ['Ctrl', 'K'], what: 'palette' },
  { keys: ['?'], what: 'help' },
  { keys: ['j'], what: 'next' },
  { keys: ['k'], what: 'previous' },
  { keys: ['Enter'], what: 'open' },
  { keys: ['/'], what: 'search' },
  { keys: ['Ctrl', 'Enter'], what: 'save' },
  { keys: ['Esc'], what: 'close' },
];

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcut-help-title">
      <DialogTitle id="shortcut-help-title">{translate('keyboard.help')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.what}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' + '}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{translate(`keyboard.keys.${shortcut.what}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
