import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { replacedPartners } from '../../domain/partnerCover';
import { useFormat } from '../../components/useFormat';
import { DayInput } from '../../components/DayInput';
import type { CoverVisit } from '../../providers/records/calendar';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { versionOf } from '../../providers/versioned';

interface Props {
  /** the partner to replace; without it the dialog asks (the board) */
  partnerId?: number;
  partners?: { id: number; name: string }[];
  day?: string;
  /** the day off that opened the dialog: on its day, only the visits its hours touch */
  dayOffId?: number;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * "Replace partner on a day": a partner and a day (or a period off), the open visits it hits, each with the
 * suggested partners; a visit is reassigned one by one or all at once through the order's own assignment call,
 * which refuses a partner who is not free (the preview may be stale).
 */
export function CoverDialog({ partnerId: preset, partners = [], day, dayOffId, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const dataProvider = useAppDataProvider();
  const [partnerId, setPartnerId] = useState<number | ''>(preset ?? '');
  const [from, setFrom] = useState(day ?? new Date().toISOString().slice(0, 10));
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['calendar', 'cover', partnerId, from, to, dayOffId],
    queryFn: () =>
      dataProvider.calendarCover({
        partnerId: Number(partnerId),
        from,
        to: to && to > from ? to : undefined,
        dayOffId,
      }),
    enabled: partnerId !== '' && !!from,
  });
  const key = (visit: CoverVisit) => visit.order.id * 1000 + visit.idServiceType;
  const coverOf = (visit: CoverVisit) => chosen[key(visit)] ?? visit.suggestions[0]?.id;

  const reassign = async (visits: CoverVisit[]) => {
    setBusy(true);
    let done = 0;
    // Two visits may be one order's two service types: the second call names the version the first one left.
    const versions = new Map<number, number>();
    for (const visit of visits) {
      const cover = coverOf(visit);
      const type = visit.order.serviceTypes.find((item) => item.idServiceType === visit.idServiceType);
      if (!cover || !type) continue;
      try {
        const saved = await dataProvider.setOrderPartners({
          id: visit.order.id,
          version: versions.get(visit.order.id) ?? visit.order.version,
          idServiceType: visit.idServiceType,
          partners: replacedPartners(type.partners, Number(partnerId), cover),
          numberOfPartners: type.numberOfPartners,
        });
        const version = versionOf(saved);
        if (version !== undefined) versions.set(visit.order.id, version);
        done++;
      } catch (refusal) {
        notify((refusal as Error).message || 'app.errors.technical', { type: 'error' });
      }
    }
    setBusy(false);
    if (done) notify('dispatch.cover.reassigned', { type: 'success', messageArgs: { smart_count: done } });
    await refetch();
    onDone?.();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="cover-title" fullWidth maxWidth="md">
      <DialogTitle id="cover-title">{translate('dispatch.cover.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, mb: 2 }}>
          {preset === undefined && (
            <TextField
              select
              label={translate('dispatch.cover.partner')}
              value={partnerId}
              onChange={(event) => setPartnerId(Number(event.target.value))}
              sx={{ minWidth: 220 }}
            >
              {partners.map((partner) => (
                <MenuItem key={partner.id} value={partner.id}>
                  {partner.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <DayInput label={translate('dispatch.cover.from')} value={from} onChange={setFrom} />
          <DayInput label={translate('dispatch.cover.to')} value={to} onChange={setTo} />
        </Stack>
        {partnerId === '' ? null : isPending ? (
          <Typography role="status">{translate('ra.page.loading')}</Typography>
        ) : error || !data ? (
          <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>
        ) : !data.length ? (
          <Typography data-testid="cover-none">{translate('dispatch.cover.none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('dispatch.cover.visits')}>
            {data.map((visit) => (
              <ListItem
                key={key(visit)}
                disableGutters
                data-testid="cover-visit"
                sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 220px' }}>
                  {`#${visit.order.id} · ${format.date(visit.order.date, { weekday: true })}, ${format.time(visit.order.time)} · ${visit.order.customerName}`}
                </Typography>
                {visit.suggestions.length ? (
                  <TextField
                    select
                    size="small"
                    label={translate('dispatch.cover.coverBy', { id: visit.order.id })}
                    value={coverOf(visit) ?? ''}
                    onChange={(event) => setChosen({ ...chosen, [key(visit)]: Number(event.target.value) })}
                    sx={{ minWidth: 220 }}
                  >
                    {visit.suggestions.map((suggestion) => (
                      <MenuItem key={suggestion.id} value={suggestion.id}>
                        {suggestion.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <Typography variant="body2" color="warning.dark">
                    {translate('dispatch.suggestions.none')}
                  </Typography>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy || !visit.suggestions.length}
                  aria-label={translate('dispatch.cover.reassignOne', { id: visit.order.id })}
                  onClick={() => void reassign([visit])}
                >
                  {translate('dispatch.cover.reassign')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button
          variant="contained"
          disabled={busy || !data?.some((visit) => visit.suggestions.length)}
          onClick={() => data && void reassign(data)}
        >
          {translate('dispatch.cover.reassignAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
