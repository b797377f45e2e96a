import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { useState } from 'react';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useGetManyReference, useTranslate } from 'react-admin';
import { daysOffSummary } from '../../../domain/daysOff';
import { isoDay } from '../../../domain/partnerStats';
import type { Partner } from '../../../providers/records/partner';
import type { PartnerDayOff } from '../../../api/contract/partnerRecords';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { Empty, Figures } from './common';
import { useFormat } from '../../../components/useFormat';
import { DayOffDialog } from './DayOffDialog';
import { CoverDialog } from '../CoverDialog';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

const daysOffKey = (key: string) => `resources.partners.daysOff.${key}`;
type Row = PartnerDayOff;

/** Days off: whole days or time periods, against the monthly limit. */
export default function DaysOffTab({ record: partner }: ProfileTabProps<Partner>) {
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
  const [covering, setCovering] = useState<{ id: number; date: string } | null>(null);
  const dataProvider = useAppDataProvider();
  const today = isoDay(new Date());
  const limit = { enabled: !!partner.flags?.weekendLimitEnabled, limit: partner.monthlyWeekendLimit };
  const summary = daysOffSummary(daysOff, today, limit);
  const format = useFormat();
  const day = (value: string) => format.date(value, { weekday: true });
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Figures
          items={[
            { label: daysOffKey('limit'), value: summary.limit ?? translate(daysOffKey('noLimit')) },
            { label: daysOffKey('usedThisMonth'), value: summary.used },
            { label: daysOffKey('available'), value: summary.available ?? '∞', testId: 'days-off-available' },
            { label: daysOffKey('active'), value: summary.active, testId: 'days-off-active' },
          ]}
        />
      </Box>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setDialog({ date: today, wholeDay: true, periods: [] })}
      >
        {translate(daysOffKey('add'))}
      </Button>
      {daysOff.length ? (
        <Table size="small" sx={{ mt: 2, maxWidth: 800 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(daysOffKey('date'))}</TableCell>
              <TableCell>{translate(daysOffKey('time'))}</TableCell>
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
                    ? translate(daysOffKey('wholeDay'))
                    : row.periods.map((p) => `${p.from}–${p.to}`).join(', ')}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`${translate(daysOffKey('edit'))} ${row.date}`}
                    onClick={() => setDialog(row)}
                  >
                    <EditIcon />
                  </IconButton>
                  {canDelete && (
                    <IconButton
                      aria-label={`${translate(daysOffKey('delete'))} ${row.date}`}
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
          partnerId={partner.id}
          limit={limit}
          daysOff={daysOff}
          initial={dialog}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            void refetch();
            // A day off that hits assigned visits (for some hours: the visits those hours touch) offers the cover
            // dialog for them.
            void dataProvider
              .calendarCover({ partnerId: partner.id, from: saved.date, dayOffId: saved.id })
              .then(
                (hit) => hit.length && setCovering(saved),
                () => undefined,
              );
          }}
        />
      )}
      {covering && (
        <CoverDialog
          partnerId={partner.id}
          day={covering.date}
          dayOffId={covering.id}
          onClose={() => setCovering(null)}
        />
      )}
      <ConfirmDeleteDialog
        resource="partnerDaysOff"
        record={deleting}
        title={translate(daysOffKey('delete'))}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void refetch();
        }}
      />
    </Box>
  );
}
