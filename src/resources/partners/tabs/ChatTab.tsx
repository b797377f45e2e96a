import { useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { Partner } from '../../../providers/records/partner';
import { usePartnerChat, useSendPartnerMessage } from '../usePartnerApi';
import { Empty } from './common';

/** The chat with the partner; a failed load offers to refresh the page. */
export default function ChatTab({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  const { data: messages, error, isPending } = usePartnerChat(partner.id);
  const send = useSendPartnerMessage();
  const [text, setText] = useState('');
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('app.errors.refresh')}
          </Button>
        }
      >
        {translate('app.errors.loadProblem')}
      </Alert>
    );
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  const submit = () => text.trim() && send.mutate({ id: partner.id, text }, { onSuccess: () => setText('') });
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Stack spacing={1} sx={{ mb: 2 }} role="log" aria-label={translate('resources.partners.profile.chat')}>
        {messages.length ? (
          messages.map((message) => (
            <Paper
              key={message.id}
              variant="outlined"
              sx={{
                p: 1.5,
                maxWidth: '80%',
                alignSelf: message.from === 'staff' ? 'flex-end' : 'flex-start',
                bgcolor: message.from === 'staff' ? '#e8f2ee' : 'background.paper',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {message.from === 'staff'
                  ? (message.author ?? translate('resources.partners.chat.staff'))
                  : partner.displayName}{' '}
                · {new Date(message.at).toLocaleString()}
              </Typography>
              <Typography variant="body2">{message.text}</Typography>
            </Paper>
          ))
        ) : (
          <Empty>resources.partners.chat.empty</Empty>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('resources.partners.chat.message')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          multiline
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={submit}
          disabled={!text.trim() || send.isPending}
        >
          {translate('resources.partners.chat.send')}
        </Button>
      </Stack>
    </Box>
  );
}
