import { useState } from 'react';
import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  Confirm,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { ChangeEntry } from '../../api/contract/history';
import { ChangeEntryItem } from './ChangeEntryItem';
import { useFieldLabel } from './useFieldLabel';
import { useRecordHistory, useRestoreValue } from './useRecordHistory';

interface Props {
  /** the route name; by default the screen's resource */
  resource?: string;
  /** by default the screen's record */
  id?: Identifier;
}

/** The filters show 'Everyone' / 'All fields' when nothing is chosen, not an empty box. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

const distinct = <T,>(values: T[]) => [...new Set(values)];

/**
 * The timeline of one record (issue 16): every change, newest first, filterable by person and by field, with a
 * way to put a field's earlier value back (an edit of the record, so its rules apply). One line on any details
 * screen: `<RecordHistory />`.
 */
export function RecordHistory(props: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const resource = props.resource ?? contextResource ?? '';
  // Record ids are numbers on the wire (the contract's id field).
  const id = Number(props.id ?? record?.id ?? 0);
  const [accountId, setAccountId] = useState<number | ''>('');
  const [field, setField] = useState('');
  const [asked, setAsked] = useState<{ entry: ChangeEntry; field: string } | null>(null);
  const all = useRecordHistory({ resource, id });
  const shown = useRecordHistory({
    resource,
    id,
    accountId: accountId || undefined,
    field: field || undefined,
  });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const restore = useRestoreValue(resource, id);
  const fieldLabel = useFieldLabel(resource);
  if (id === undefined) return null;
  const entries = all.data?.data ?? [];
  const people = distinct(entries.map((entry) => `${entry.accountId}|${entry.accountName}`)).map((key) =>
    key.split('|'),
  );
  const fields = distinct(entries.flatMap((entry) => entry.changes.map((change) => change.field)));
  return (
    <Box
      component="section"
      aria-label={translate('history.recordChanges')}
      data-testid="record-history"
      sx={{ mt: 2 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('history.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={translate('history.person')}
          value={accountId}
          fullWidth={false}
          sx={{ width: 220 }}
          slotProps={EMPTY_SHOWN}
          onChange={(event) => setAccountId(event.target.value === '' ? '' : Number(event.target.value))}
        >
          <MenuItem value="">{translate('history.everyone')}</MenuItem>
          {people.map(([key, name]) => (
            <MenuItem key={key} value={Number(key)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('history.field')}
          value={field}
          fullWidth={false}
          sx={{ width: 220 }}
          slotProps={EMPTY_SHOWN}
          onChange={(event) => setField(event.target.value)}
        >
          <MenuItem value="">{translate('history.allFields')}</MenuItem>
          {fields.map((name) => (
            <MenuItem key={name} value={name}>
              {fieldLabel(name)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {shown.error && (
        <Alert severity="error">{translate(shown.error.message, { _: shown.error.message })}</Alert>
      )}
      {shown.data?.data.length === 0 && <Typography variant="body2">{translate('history.empty')}</Typography>}
      <Box component="ol" sx={{ m: 0, p: 0 }}>
        {shown.data?.data.map((entry) => (
          <ChangeEntryItem
            key={entry.id}
            entry={entry}
            resource={resource}
            restoring={restore.isPending}
            onRestore={canEdit ? (item, name) => setAsked({ entry: item, field: name }) : undefined}
          />
        ))}
      </Box>
      <Confirm
        isOpen={asked !== null}
        title="history.restoreTitle"
        content="history.restoreQuestion"
        translateOptions={{ field: asked ? fieldLabel(asked.field) : '' }}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) restore.mutate({ entry: asked.entry.id, field: asked.field });
          setAsked(null);
        }}
      />
    </Box>
  );
}
