import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { useCreate, useTranslate, useUpdate, type HttpError } from 'react-admin';
import {
  conflictProblem,
  limitProblem,
  validateDayOff,
  type DaysOffLimit,
  type TimePeriod,
} from '../../../domain/daysOff';
import type { PartnerDayOff } from '../../../api/contract/partnerRecords';
import { DayInput } from '../../../components/DayInput';

const daysOffKey = (key: string) => `resources.partners.daysOff.${key}`;

/**
 * Adding or editing one day off of a partner: a whole day or time periods, checked here against the partner's
 * other days off on that date and the monthly limit before the server checks them again (its refusal shows the same).
 */
export function DayOffDialog({
  partnerId,
  limit,
  daysOff,
  initial,
  onClose,
  onSaved,
}: {
  partnerId: number;
  limit: DaysOffLimit;
  daysOff: PartnerDayOff[];
  initial: Partial<PartnerDayOff>;
  onClose: () => void;
  /** the day saved: the tab offers to cover the visits it hits */
  /** the saved day off: its id and date */
  onSaved: (saved: { id: number; date: string }) => void;
}) {
  const translate = useTranslate();
  const [date, setDate] = useState(initial.date ?? '');
  const [wholeDay, setWholeDay] = useState(initial.wholeDay ?? true);
  const [periods, setPeriods] = useState<TimePeriod[]>(
    initial.periods?.length ? initial.periods : [{ from: '09:00', to: '12:00' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();

  const save = () => {
    const draft = { id: initial.id, date, wholeDay, periods: wholeDay ? [] : periods };
    const found = validateDayOff(draft);
    const clash =
      !Object.keys(found).length && (conflictProblem(daysOff, draft) || limitProblem(daysOff, draft, limit));
    if (clash) found.date = clash;
    setErrors(found);
    if (Object.keys(found).length) return;
    const options = {
      mutationMode: 'pessimistic' as const,
      onSuccess: (saved: { id: number | string }) => onSaved({ id: Number(saved.id), date }),
      onError: (error: unknown) => {
        const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
        setErrors(
          body?.errors && Object.keys(body.errors).length ? body.errors : { form: (error as Error).message },
        );
      },
    };
    const data = { partnerId, date, wholeDay, periods: draft.periods };
    // react-admin's mutations report through onSuccess / onError; their promises never reject.
    if (initial.id) void update('partnerDaysOff', { id: initial.id, data, previousData: initial }, options);
    else void create('partnerDaysOff', { data }, options);
  };
  const setPeriod = (index: number, key: keyof TimePeriod, value: string) =>
    setPeriods((list) => list.map((p, i) => (i === index ? { ...p, [key]: value } : p)));
  const message = (key?: string) => (key ? translate(key, { limit: limit.limit }) : undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby="day-off-title" fullWidth maxWidth="sm">
      <DialogTitle id="day-off-title">
        {translate(initial.id ? daysOffKey('edit') : daysOffKey('add'))}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.form && <Alert severity="error">{translate(errors.form)}</Alert>}
          <DayInput
            label={translate(daysOffKey('date'))}
            value={date}
            onChange={setDate}
            error={!!errors.date}
            helperText={message(errors.date)}
            required
          />
          <FormControlLabel
            control={<Switch checked={wholeDay} onChange={(e) => setWholeDay(e.target.checked)} />}
            label={translate(daysOffKey('wholeDay'))}
          />
          {!wholeDay && (
            <Box>
              {periods.map((period, index) => (
                <Grid container spacing={1} key={index} sx={{ mb: 1, alignItems: 'flex-start' }}>
                  <Grid size={5}>
                    <TextField
                      type="time"
                      fullWidth
                      label={`${translate(daysOffKey('from'))} ${index + 1}`}
                      value={period.from}
                      onChange={(e) => setPeriod(index, 'from', e.target.value)}
                      error={!!errors[`periods.${index}.from`]}
                      helperText={message(errors[`periods.${index}.from`])}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                    />
                  </Grid>
                  <Grid size={5}>
                    <TextField
                      type="time"
                      fullWidth
                      label={`${translate(daysOffKey('to'))} ${index + 1}`}
                      value={period.to}
                      onChange={(e) => setPeriod(index, 'to', e.target.value)}
                      error={!!errors[`periods.${index}.to`]}
                      helperText={message(errors[`periods.${index}.to`])}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                    />
                  </Grid>
                  <Grid size={2}>
                    <IconButton
                      aria-label={`${translate(daysOffKey('removePeriod'))} ${index + 1}`}
                      onClick={() => setPeriods((list) => list.filter((_, i) => i !== index))}
                      disabled={periods.length === 1}
                    >
                      <RemoveIcon />
                    </IconButton>
                  </Grid>
                </Grid>
              ))}
              {errors.periods && <FormHelperText error>{message(errors.periods)}</FormHelperText>}
              <Button
                startIcon={<AddIcon />}
                onClick={() =>
                  setPeriods((list) => [...list, { from: list[list.length - 1]?.to ?? '13:00', to: '' }])
                }
              >
                {translate(daysOffKey('addPeriod'))}
              </Button>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={creating || updating}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
