import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import type { ChangeEntry } from '../../api/contract/history';
import { useFormat } from '../useFormat';
import { useText } from '../useText';
import { ChangeValue } from './ChangeValue';
import { useFieldLabel } from './useFieldLabel';
import { valueText } from './valueText';

interface Props {
  entry: ChangeEntry;
  /** the route name, for field labels (resources.<resource>.fields.<field>) */
  resource: string;
  /** set when the reader may restore: called with the entry and the field */
  onRestore?: (entry: ChangeEntry, field: string) => void;
  restoring?: boolean;
}

/** Fields that are not the record's own (bookkeeping) are not offered back. */
const NOT_RESTORABLE = new Set(['location', 'createdAt', 'numberOfOrders']);

/** One change on the timeline: when, who, through which action, then each field before -> after. */
export function ChangeEntryItem({ entry, resource, onRestore, restoring }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const text = useText();
  const fieldLabel = useFieldLabel(resource);
  const yesNo = (flag: boolean) => translate(flag ? 'history.yes' : 'history.no');
  const show = (value: unknown) => valueText(value, text, yesNo);
  const canRestore = onRestore && entry.action !== 'add' && entry.action !== 'delete';
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2, position: 'relative' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {format.dateTime(entry.at)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.accountName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={translate(`history.actions.${entry.action}`, { _: entry.action })}
        />
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0 }}>
        {entry.changes.map((change) => (
          <Stack
            component="li"
            key={change.field}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', listStyle: 'none', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ minWidth: 120 }} color="text.secondary">
              {fieldLabel(change.field)}
            </Typography>
            <Typography variant="body2" sx={{ textDecoration: 'line-through', overflowWrap: 'anywhere' }}>
              <ChangeValue value={change.before} kind={change.kind} />
            </Typography>
            <Typography variant="body2" aria-hidden>
              →
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <ChangeValue value={change.after} kind={change.kind} />
            </Typography>
            {canRestore && !NOT_RESTORABLE.has(change.field) && (
              <Button
                size="small"
                startIcon={<RestoreIcon />}
                disabled={restoring}
                onClick={() => onRestore(entry, change.field)}
                aria-label={translate('history.restoreField', {
                  field: fieldLabel(change.field),
                  value: show(change.before),
                })}
              >
                {translate('history.restore')}
              </Button>
            )}
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
