import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import MarkReadIcon from '@mui/icons-material/DraftsOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { Link } from 'react-router-dom';
import { Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ChatThread } from '../../components/chat/ChatThread';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import type { Conversation } from '../../api/contract/messages';
import { useConversationThread, useMarkRead, useReply } from './useInbox';
import { useUndoable } from '../../components/useUndoable';

function ReadButton() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  const mark = useMarkRead();
  const undoable = useUndoable();
  const { canAccess } = useCanAccess({ resource: 'messages', action: 'edit' });
  if (!record || !canAccess) return null;
  const unread = record.unread > 0;
  return (
    <Button
      size="small"
      startIcon={unread ? <MarkReadIcon /> : <MarkUnreadIcon />}
      disabled={mark.isPending}
      onClick={() =>
        undoable(unread ? 'history.undoable.read' : 'history.undoable.unread', () =>
          mark.mutate({ id: record.id, read: unread }),
        )
      }
    >
      {translate(unread ? 'resources.messages.markRead' : 'resources.messages.markUnread')}
    </Button>
  );
}

function PartnerLink() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/partners/details/${record.partnerId}`}
      startIcon={<PersonIcon />}
    >
      {translate('resources.messages.profile')}
    </Button>
  );
}

function Title() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  return <>{record ? translate('resources.messages.title', { name: record.partnerName }) : ''}</>;
}

/** The conversation: every message, the reply box; answering reads the conversation. */
function Conversation() {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  const thread = useConversationThread(record?.id ?? 0);
  const reply = useReply();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {record.partnerName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[record.phone, translate('resources.messages.unreadCount', { smart_count: record.unread })]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <ChatThread
          messages={thread.data}
          isPending={thread.isPending}
          error={thread.error}
          partnerName={record.partnerName}
          onSend={(text) => reply.mutateAsync({ id: record.id, text })}
          sending={reply.isPending}
        />
      </CardContent>
    </Card>
  );
}

export default function MessageShow() {
  return (
    <Show
      title={<Title />}
      component="div"
      actions={
        <TopToolbar>
          <PartnerLink />
          <ReadButton />
          <ConfirmDeleteButton />
        </TopToolbar>
      }
    >
      <Conversation />
    </Show>
  );
}
