import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import AddIcon from '@mui/icons-material/Add';
import {
  useCanAccess,
  useCreate,
  useGetManyReference,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { Partner } from '../../../providers/records/partner';
import type { PartnerNote } from '../../../api/contract/partnerRecords';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { Empty } from './common';
import { useFormat } from '../../../components/useFormat';

type Note = PartnerNote;

const n = (key: string) => `resources.partners.notes.${key}`;

/** Notes about the partner: add, edit in place, delete after a yes/no question. */
export default function NotesTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const { canAccess: canDelete } = useCanAccess({ resource: 'partners', action: 'delete' });
  const { data: notes = [], refetch } = useGetManyReference<Note>('partnerNotes', {
    target: 'partnerId',
    id: partner.id,
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState(false);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const onError = (error: unknown) => notify((error as Error).message, { type: 'error' });

  const add = () => {
    if (!draft.trim()) return setDraftError(true);
    void create(
      'partnerNotes',
      { data: { partnerId: partner.id, text: draft } },
      {
        onSuccess: () => {
          setDraft('');
          void refetch();
        },
        onError,
      },
    );
  };
  const saveEdit = () => {
    if (!editing?.text.trim()) return;
    void update(
      'partnerNotes',
      { id: editing.id, data: { text: editing.text }, previousData: notes.find((x) => x.id === editing.id) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(null);
          void refetch();
        },
        onError,
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 800 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate(n('new'))}
          value={draft}
          onChange={(e) => (setDraft(e.target.value), setDraftError(false))}
          multiline
          minRows={2}
          fullWidth
          error={draftError}
          helperText={draftError ? translate('app.validation.required') : undefined}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={creating}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(n('add'))}
        </Button>
      </Stack>
      {notes.length ? (
        <List>
          {notes.map((note) =>
            editing?.id === note.id ? (
              <ListItem key={note.id} disableGutters>
                <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
                  <TextField
                    label={translate(n('text'))}
                    value={editing.text}
                    onChange={(e) => setEditing({ ...editing, text: e.target.value })}
                    multiline
                    fullWidth
                    error={!editing.text.trim()}
                    helperText={!editing.text.trim() ? translate('app.validation.required') : undefined}
                  />
                  <Button variant="contained" onClick={saveEdit} disabled={updating}>
                    {translate('ra.action.save')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
                </Stack>
              </ListItem>
            ) : (
              <ListItem
                key={note.id}
                divider
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={translate(n('edit'))}
                      onClick={() => setEditing({ id: note.id, text: note.text })}
                    >
                      <EditIcon />
                    </IconButton>
                    {canDelete && (
                      <IconButton aria-label={translate(n('delete'))} onClick={() => setDeleting(note)}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </>
                }
              >
                <ListItemText
                  primary={note.text}
                  secondary={`${note.author ?? ''} · ${format.dateTime(note.createdAt)}`}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ),
          )}
        </List>
      ) : (
        <Empty>resources.partners.notes.empty</Empty>
      )}
      <ConfirmDeleteDialog
        resource="partnerNotes"
        record={deleting}
        title={translate(n('delete'))}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void refetch();
        }}
      />
    </Box>
  );
}
