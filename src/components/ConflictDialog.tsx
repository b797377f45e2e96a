import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { conflicts } from '../providers/conflicts';

const shown = (value: unknown) => {
  if (value == null || value === '') return '—';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * Asks what to do with an edit based on an old version ('This record was changed by someone else'): shows the
 * fields that differ, then reloads the record (the form takes the current values) or saves the user's values over
 * the current version. Mounted once in the layout; nothing is overwritten without this choice.
 */
export function ConflictDialog() {
  const conflict = useSyncExternalStore(conflicts.subscribe, conflicts.current);
  const translate = useTranslate();
  const refresh = useRefresh();
  if (!conflict) return null;
  const fieldName = (field: string) =>
    translate(`resources.${conflict.resource}.fields.${field}`, { _: field });
  return (
    <Dialog open aria-labelledby="conflict-title" onClose={() => undefined}>
      <DialogTitle id="conflict-title">{translate('safety.conflict')}</DialogTitle>
      {/* A long list of changes scrolls: focusable, so the keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
        {conflict.changed.length > 0 && (
          <DialogContentText>{translate('safety.conflictChanged')}</DialogContentText>
        )}
        <ul style={{ overflowWrap: 'anywhere' }}>
          {conflict.changed.map((field) => (
            <li key={field}>
              {translate('safety.conflictField', {
                field: fieldName(field),
                mine: shown(conflict.mine[field]),
                theirs: shown(conflict.theirs[field]),
              })}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            conflict.choose('reload');
            refresh();
          }}
        >
          {translate('safety.reload')}
        </Button>
        <Button variant="contained" onClick={() => conflict.choose('keep')}>
          {translate('safety.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
