import { Chip, Typography } from '@mui/material';
import { DateInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { FilterTabs, type FilterTab } from '../../components/FilterTabs';
import { CountText, DateTimeText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { useFormat } from '../../components/useFormat';
import type { Conversation } from '../../api/contract/messages';
import { SearchBox } from '../../components/SearchBox';

const Column = ListColumn<Conversation>;

/** All, Unread (a partner's message not read yet), Awaiting answer (the partner spoke last). */
const TABS: FilterTab[] = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  { key: 'unread', label: 'resources.messages.tabs.unread', filter: { unread: 1 } },
  { key: 'awaiting', label: 'resources.messages.tabs.awaiting', filter: { awaiting: 1 } },
];

// The dates' labels ("Последнее сообщение по") are longer than a date input: wide enough to show them whole.
const DATE_FILTER_SX = { minWidth: 180 };
const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <DateInput
    key="lastAt_gte"
    source="lastAt_gte"
    label="resources.messages.filters.since"
    alwaysOn
    sx={DATE_FILTER_SX}
  />,
  <DateInput
    key="lastAt_lte"
    source="lastAt_lte"
    label="resources.messages.filters.until"
    alwaysOn
    sx={DATE_FILTER_SX}
  />,
];

function UnreadField() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  if (!record?.unread) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={record.unread}
      aria-label={translate('resources.messages.unreadCount', { smart_count: record.unread })}
    />
  );
}

/** The last message, one line, bold while unread. */
function LastMessageField() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      noWrap
      sx={{ maxWidth: 420, fontWeight: record.unread ? 600 : 400 }}
      title={record.lastText}
    >
      {record.lastFrom === 'staff' ? `${translate('resources.messages.you')}: ` : ''}
      {record.lastText}
    </Typography>
  );
}

/** The inbox: conversations with partners of this location, newest first. */
export default function MessageList() {
  const format = useFormat();
  return (
    <PagedList filters={filters} sort={{ field: 'lastAt', order: 'DESC' }}>
      <FilterTabs tabs={TABS} />
      <ListTable<Conversation>
        rowClick="show"
        bulkActionButtons={false}
        phone={
          <SimpleList<Conversation>
            primaryText={(record) => `${record.partnerName}${record.unread ? ` (${record.unread})` : ''}`}
            secondaryText={(record) => record.lastText}
            tertiaryText={(record) => format.dateTime(record.lastAt)}
            linkType="show"
          />
        }
      >
        <Column source="partnerName" />
        <Column source="unread" field={UnreadField} />
        <Column source="lastText" disableSort field={LastMessageField} />
        <Column source="messages" disableSort field={CountText} align="right" />
        <Column source="lastAt" field={DateTimeText} />
      </ListTable>
    </PagedList>
  );
}
