import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => void;
}

/** Names the current view and says whether the location's staff see it too. */
export function SaveViewDialog({ open, saving, onClose, onSave }: Props) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const empty = !name.trim();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-view-title">{translate('views.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('views.name')}
          value={name}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !empty) onSave(name.trim(), shared);
          }}
        />
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
          label={translate('views.shared')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={empty || saving} onClick={() => onSave(name.trim(), shared)}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
