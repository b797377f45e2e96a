import { useState } from 'react';
import { Box, Button, Chip, Tooltip } from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  useCreate,
  useDelete,
  useGetList,
  useGetIdentity,
  useListContext,
  useNotify,
  useResourceContext,
  useStore,
  useTranslate,
} from 'react-admin';
import type { SavedView } from '../../providers/records/savedView';
import { columnsStoreKey } from '../ListTable';
import { SaveViewDialog } from './SaveViewDialog';

const parse = <T,>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * Saved views beside a list's tabs: the current filter, sort and columns under a name, kept on the server, private
 * or shared with the location's staff. A click puts the list back as it was saved; the author may delete one.
 */
export function SavedViews() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const { filterValues, displayedFilters, setFilters, sort, setSort } = useListContext();
  const [hidden, setHidden] = useStore<string[] | undefined>(columnsStoreKey(resource));
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsStoreKey(resource)}_columnRanks`);
  const { identity } = useGetIdentity();
  const [asking, setAsking] = useState(false);
  const { data: views = [] } = useGetList<SavedView>('savedViews', {
    filter: { resource },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  const [create, { isPending: saving }] = useCreate<SavedView>();
  const [remove] = useDelete<SavedView>();
  const current = JSON.stringify(filterValues);
  const active = views.find(
    (view) => view.filter === current && view.sort === sort.field && view.order === sort.order,
  );

  const save = (name: string, shared: boolean) => {
    // react-admin's mutation reports through onSuccess / onError; its promise never rejects.
    void create(
      'savedViews',
      {
        data: {
          resource,
          name,
          shared,
          filter: current,
          sort: sort.field,
          order: sort.order,
          columns: JSON.stringify({ hidden, ranks }),
        },
      },
      {
        onSuccess: () => {
          setAsking(false);
          notify('views.saved', { type: 'success' });
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  const apply = (view: SavedView) => {
    setFilters(parse(view.filter, {}), displayedFilters);
    setSort({ field: view.sort, order: view.order });
    const columns = parse<{ hidden?: string[]; ranks?: number[] } | null>(view.columns, null);
    if (columns?.hidden) setHidden(columns.hidden);
    if (columns?.ranks) setRanks(columns.ranks);
  };
  return (
    <Box
      component="nav"
      aria-label={translate('views.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', px: 1 }}
    >
      {views.map((view) => (
        <Chip
          key={view.id}
          size="small"
          label={view.name}
          color={view === active ? 'primary' : 'default'}
          variant={view === active ? 'filled' : 'outlined'}
          icon={
            view.shared ? (
              <Tooltip title={translate('views.sharedHint')}>
                <GroupIcon aria-label={translate('views.sharedHint')} />
              </Tooltip>
            ) : undefined
          }
          onClick={() => apply(view)}
          onDelete={
            view.accountId === identity?.id
              ? () =>
                  void remove(
                    'savedViews',
                    { id: view.id, previousData: view },
                    { onSuccess: () => notify('views.deleted') },
                  )
              : undefined
          }
          deleteIcon={<CancelIcon aria-label={translate('views.remove', { name: view.name })} />}
        />
      ))}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setAsking(true)}>
        {translate('views.save')}
      </Button>
      {/* Mounted while asked, so each time starts with an empty name. */}
      {asking && <SaveViewDialog open saving={saving} onClose={() => setAsking(false)} onSave={save} />}
    </Box>
  );
}
