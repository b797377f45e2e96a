import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import type { ChangeEntry, FieldChange } from '../../api/contract/history';
import { useFormat } from '../useFormat';
import { ChangeValue, useValueText } from './ChangeValue';
import { useFieldLabel } from './useFieldLabel';

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

/** Puts one field's earlier value back; its accessible name says which, with the value as the timeline shows it. */
function RestoreButton({
  change,
  label,
  disabled,
  onClick,
}: {
  change: FieldChange;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const translate = useTranslate();
  const value = useValueText(change.before, change.beforeKind ?? change.kind);
  return (
    <Button
      size="small"
      startIcon={<RestoreIcon />}
      disabled={disabled}
      onClick={onClick}
      aria-label={translate('history.restoreField', { field: label, value })}
    >
      {translate('history.restore')}
    </Button>
  );
}

/** One change on the timeline: when, who, through which action, then each field before -> after. */
export function ChangeEntryItem({ entry, resource, onRestore, restoring }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const fieldLabel = useFieldLabel(resource);
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
              <ChangeValue value={change.before} kind={change.beforeKind ?? change.kind} />
            </Typography>
            <Typography variant="body2" aria-hidden>
              →
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <ChangeValue value={change.after} kind={change.kind} />
            </Typography>
            {canRestore && !NOT_RESTORABLE.has(change.field) && (
              <RestoreButton
                change={change}
                label={fieldLabel(change.field)}
                disabled={restoring}
                onClick={() => onRestore(entry, change.field)}
              />
            )}
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
