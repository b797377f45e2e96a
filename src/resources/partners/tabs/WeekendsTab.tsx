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
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  Confirm,
  useCanAccess,
  useCreate,
  useDelete,
  useGetManyReference,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import { daysOffSummary, limitProblem, validateDayOff, type TimePeriod } from '../../../domain/daysOff';
import { isoDay } from '../../../domain/partnerStats';
import type { Partner } from '../../../providers/records/partner';
import type { PartnerDayOff } from '../../../api/contract/partnerRecords';
import { Empty, Figures } from './common';
import { useFormat } from '../../../components/useFormat';

const w = (key: string) => `resources.partners.daysOff.${key}`;
type Row = PartnerDayOff;

function DayOffDialog({
  partner,
  daysOff,
  initial,
  onClose,
  onSaved,
}: {
  partner: Partner;
  daysOff: Row[];
  initial: Partial<Row>;
  onClose: () => void;
  onSaved: () => void;
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
  const limit = { enabled: !!partner.flags?.weekendLimitEnabled, limit: partner.monthlyWeekendLimit };

  const save = () => {
    const draft = { id: initial.id, date, wholeDay, periods: wholeDay ? [] : periods };
    const found = validateDayOff(draft);
    const overLimit = !found.date && limitProblem(daysOff, draft, limit);
    if (overLimit) found.date = overLimit;
    setErrors(found);
    if (Object.keys(found).length) return;
    const options = {
      mutationMode: 'pessimistic' as const,
      onSuccess: onSaved,
      onError: (error: unknown) => {
        const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
        setErrors(
          body?.errors && Object.keys(body.errors).length ? body.errors : { form: (error as Error).message },
        );
      },
    };
    const data = { partnerId: partner.id, date, wholeDay, periods: draft.periods };
    // react-admin's mutations report through onSuccess / onError; their promises never reject.
    if (initial.id) void update('partnerDaysOff', { id: initial.id, data, previousData: initial }, options);
    else void create('partnerDaysOff', { data }, options);
  };
  const setPeriod = (index: number, key: keyof TimePeriod, value: string) =>
    setPeriods((list) => list.map((p, i) => (i === index ? { ...p, [key]: value } : p)));
  const message = (key?: string) =>
    key ? translate(key, { limit: partner.monthlyWeekendLimit }) : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby="day-off-title" fullWidth maxWidth="sm">
      <DialogTitle id="day-off-title">{translate(initial.id ? w('edit') : w('add'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.form && <Alert severity="error">{translate(errors.form)}</Alert>}
          <TextField
            type="date"
            label={translate(w('date'))}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={!!errors.date}
            helperText={message(errors.date)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <FormControlLabel
            control={<Switch checked={wholeDay} onChange={(e) => setWholeDay(e.target.checked)} />}
            label={translate(w('wholeDay'))}
          />
          {!wholeDay && (
            <Box>
              {periods.map((period, index) => (
                <Grid container spacing={1} key={index} sx={{ mb: 1, alignItems: 'flex-start' }}>
                  <Grid size={5}>
                    <TextField
                      type="time"
                      fullWidth
                      label={`${translate(w('from'))} ${index + 1}`}
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
                      label={`${translate(w('to'))} ${index + 1}`}
                      value={period.to}
                      onChange={(e) => setPeriod(index, 'to', e.target.value)}
                      error={!!errors[`periods.${index}.to`]}
                      helperText={message(errors[`periods.${index}.to`])}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                    />
                  </Grid>
                  <Grid size={2}>
                    <IconButton
                      aria-label={`${translate(w('removePeriod'))} ${index + 1}`}
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
                {translate(w('addPeriod'))}
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

/** Days off: whole days or time periods, against the monthly weekend limit. */
export default function WeekendsTab({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource: 'partners', action: 'delete' });
  const { data: daysOff = [], refetch } = useGetManyReference<Row>('partnerDaysOff', {
    target: 'partnerId',
    id: partner.id,
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'date', order: 'ASC' },
  });
  const [dialog, setDialog] = useState<Partial<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const today = isoDay(new Date());
  const summary = daysOffSummary(daysOff, today, {
    enabled: !!partner.flags?.weekendLimitEnabled,
    limit: partner.monthlyWeekendLimit,
  });
  const format = useFormat();
  const day = (value: string) => format.date(value, { weekday: true });
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Figures
          items={[
            { label: w('limit'), value: summary.limit ?? translate(w('noLimit')) },
            { label: w('usedThisMonth'), value: summary.used },
            { label: w('available'), value: summary.available ?? '∞', testId: 'days-off-available' },
            { label: w('active'), value: summary.active, testId: 'days-off-active' },
          ]}
        />
      </Box>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setDialog({ date: today, wholeDay: true, periods: [] })}
      >
        {translate(w('add'))}
      </Button>
      {daysOff.length ? (
        <Table size="small" sx={{ mt: 2, maxWidth: 800 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(w('date'))}</TableCell>
              <TableCell>{translate(w('time'))}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('ra.action.edit')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {daysOff.map((row) => (
              <TableRow key={row.id} data-testid="day-off-row">
                <TableCell>{day(row.date)}</TableCell>
                <TableCell>
                  {row.wholeDay
                    ? translate(w('wholeDay'))
                    : row.periods.map((p) => `${p.from}–${p.to}`).join(', ')}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`${translate(w('edit'))} ${row.date}`}
                    onClick={() => setDialog(row)}
                  >
                    <EditIcon />
                  </IconButton>
                  {canDelete && (
                    <IconButton
                      aria-label={`${translate(w('delete'))} ${row.date}`}
                      onClick={() => setDeleting(row)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Empty>resources.partners.daysOff.empty</Empty>
      )}
      {dialog && (
        <DayOffDialog
          partner={partner}
          daysOff={daysOff}
          initial={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refetch();
          }}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        loading={removing}
        title={translate(w('delete'))}
        content="app.confirm.deleteContent"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => {
          if (!deleting) return;
          void remove(
            'partnerDaysOff',
            { id: deleting.id, previousData: deleting },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setDeleting(null);
                void refetch();
              },
            },
          );
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
