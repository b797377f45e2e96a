import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import type { FieldKind } from '../api/contract/fieldKinds';
import { conflicts } from '../providers/conflicts';
import { useValueText } from './history/ChangeValue';
import { useFieldLabel } from './history/useFieldLabel';

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** One changed field: both values as the screens show them (the record history's reading of a value). */
function ChangedField({
  label,
  mine,
  theirs,
  kind,
}: {
  label: string;
  mine: unknown;
  theirs: unknown;
  kind: FieldKind | undefined;
}) {
  const translate = useTranslate();
  const mineText = useValueText(mine, kind);
  const theirsText = useValueText(theirs, kind);
  return (
    <li>
      {translate('safety.conflictField', {
        field: label,
        mine: shortened(mineText),
        theirs: shortened(theirsText),
      })}
    </li>
  );
}

/**
 * Asks what to do with an edit based on an old version ('This record was changed by someone else'): shows the
 * fields that differ, each value in words as the backend's kinds say (a status by its name, a partner by name), reloads the record (the form takes the current values) or saves the user's values over
 * the current version. Mounted once in the layout; nothing is overwritten without this choice.
 */
export function ConflictDialog() {
  const conflict = useSyncExternalStore(conflicts.subscribe, conflicts.current);
  const translate = useTranslate();
  const refresh = useRefresh();
  const fieldLabel = useFieldLabel(conflict?.resource ?? '');
  if (!conflict) return null;
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
            <ChangedField
              key={field}
              label={fieldLabel(field)}
              mine={conflict.mine[field]}
              theirs={conflict.theirs[field]}
              kind={conflict.kinds[field]}
            />
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
