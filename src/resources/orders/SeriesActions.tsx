import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { SERIES_SCOPES, SERIES_STATUS, isOpenVisit, type SeriesScope } from '../../domain/series';
import { DayInput, QuarterSelect } from '../../components/DayInput';
import type { Order, OrderSeries } from '../../providers/records/order';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** "Change day or time": the scope first (this / this and following / whole series), then the new day and time. */
function ChangeDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [scope, setScope] = useState<SeriesScope>('this');
  const [date, setDate] = useState(order.date ?? '');
  const [time, setTime] = useState('');
  const change = useMutation({
    mutationFn: () => {
      const [hour, minute] = time.split(':').map(Number);
      return dataProvider.changeSeries({
        id: order.id,
        scope,
        date: date && date !== order.date ? date : undefined,
        time: time ? { hour, minute, any: false, specify: false } : undefined,
      });
    },
    onSuccess: onDone,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="series-change-title">
      <DialogTitle id="series-change-title">
        {translate('dispatch.series.actions.changeTitle', { id: order.id })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
          <FormControl>
            <FormLabel id="series-scope">{translate('dispatch.series.actions.scope')}</FormLabel>
            <RadioGroup
              aria-labelledby="series-scope"
              value={scope}
              onChange={(event) => setScope(event.target.value as SeriesScope)}
            >
              {SERIES_SCOPES.map((item) => (
                <FormControlLabel
                  key={item}
                  value={item}
                  control={<Radio />}
                  label={translate(`dispatch.series.actions.scope_${item}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <DayInput label={translate('dispatch.series.actions.newDate')} value={date} onChange={setDate} />
          <QuarterSelect
            label={translate('dispatch.series.actions.newTime')}
            value={time}
            onChange={setTime}
            before={[{ value: '', label: translate('dispatch.series.actions.keepTime') }]}
          />
          {change.error && (
            <Alert severity="error" role="alert">
              {translate(change.error.message || 'app.errors.technical')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => change.mutate()} disabled={change.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The series' actions on the visit shown: change with a scope, skip, pause or resume, end after it. The backend
 * checks every rule again (a completed or cancelled visit is never changed).
 */
export function SeriesActions({ order, series }: { order: Order; series: OrderSeries }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState(false);
  const done = () => {
    notify('dispatch.series.actions.done', { type: 'success' });
    setChanging(false);
    setEnding(false);
    void queryClient.invalidateQueries({ queryKey: ['orders', 'series'] });
    refresh();
  };
  const act = useMutation({
    mutationFn: (action: 'skip' | 'pause' | 'resume' | 'end') => {
      const payload = { id: order.id };
      if (action === 'skip') return dataProvider.skipVisit(payload);
      if (action === 'pause') return dataProvider.pauseSeries(payload);
      if (action === 'resume') return dataProvider.resumeSeries(payload);
      return dataProvider.endSeries(payload);
    },
    onSuccess: done,
    onError: (error: Error) => notify(error.message || 'app.errors.technical', { type: 'error' }),
  });
  const open = isOpenVisit(order);
  const ended = series.status === SERIES_STATUS.ended;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1 }} data-testid="series-actions">
      {open && (
        <Button size="small" variant="outlined" onClick={() => setChanging(true)}>
          {translate('dispatch.series.actions.change')}
        </Button>
      )}
      {open && (
        <Button size="small" variant="outlined" onClick={() => act.mutate('skip')} disabled={act.isPending}>
          {translate('dispatch.series.actions.skip')}
        </Button>
      )}
      {series.status === SERIES_STATUS.active && (
        <Button size="small" onClick={() => act.mutate('pause')} disabled={act.isPending}>
          {translate('dispatch.series.actions.pause')}
        </Button>
      )}
      {series.status === SERIES_STATUS.paused && (
        <Button size="small" onClick={() => act.mutate('resume')} disabled={act.isPending}>
          {translate('dispatch.series.actions.resume')}
        </Button>
      )}
      {!ended && (
        <Button size="small" color="error" onClick={() => setEnding(true)}>
          {translate('dispatch.series.actions.end')}
        </Button>
      )}
      {changing && <ChangeDialog order={order} onClose={() => setChanging(false)} onDone={done} />}
      {ending && (
        <Dialog open onClose={() => setEnding(false)} aria-labelledby="series-end-title">
          <DialogTitle id="series-end-title">{translate('dispatch.series.actions.end')}</DialogTitle>
          <DialogContent>{translate('dispatch.series.actions.endConfirm', { id: order.id })}</DialogContent>
          <DialogActions>
            <Button onClick={() => setEnding(false)}>{translate('ra.action.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => act.mutate('end')}>
              {translate('dispatch.series.actions.end')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
