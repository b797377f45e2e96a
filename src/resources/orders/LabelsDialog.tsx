import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useText } from '../../components/useText';
import { useServicesAndLabels } from './useServicesAndLabels';

/** Choose labels, grouped by who sees them (partner-visible, manager-visible). */
export function LabelsDialog({
  open,
  title,
  initial = [],
  pending,
  onClose,
  onSave,
}: {
  open: boolean;
  title: string;
  initial?: number[];
  pending?: boolean;
  onClose: () => void;
  onSave: (labels: number[]) => void;
}) {
  const translate = useTranslate();
  const text = useText();
  const { labels } = useServicesAndLabels();
  const [chosen, setChosen] = useState<number[]>(initial);
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="labels-dialog-title"
      TransitionProps={{ onEnter: () => setChosen(initial) }}
    >
      <DialogTitle id="labels-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {(['partner', 'manager'] as const).map((visibility) => (
          <FormGroup key={visibility} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {translate(`resources.orders.messages.${visibility}Labels`)}
            </Typography>
            {labels
              .filter((label) => label.visibility === visibility)
              .map((label) => (
                <FormControlLabel
                  key={label.id}
                  control={<Checkbox checked={chosen.includes(label.id)} onChange={() => toggle(label.id)} />}
                  label={text(label.label)}
                />
              ))}
          </FormGroup>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={pending} onClick={() => onSave(chosen)}>
          {translate('resources.orders.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
