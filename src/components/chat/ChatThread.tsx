import { useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { LoadProblem } from '../LoadProblem';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../providers/types';
import { useFormat } from '../useFormat';

interface ChatThreadProps {
  messages: ChatMessage[] | undefined;
  isPending: boolean;
  error: unknown;
  /** who the other side is, shown above their messages */
  partnerName: string;
  /** sends one message; the box is emptied only when it resolves, so a failed send keeps the text */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
}

/** A conversation with a partner and the reply box (the partner's chat tab and the inbox). */
export function ChatThread({ messages, isPending, error, partnerName, onSend, sending }: ChatThreadProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  if (error) return <LoadProblem />;
  if (isPending || !messages) return <Skeleton variant="rectangular" height={200} />;
  const submit = () => {
    if (!text.trim() || sending) return;
    setFailed(null);
    onSend(text).then(
      () => setText(''),
      (reason: unknown) => setFailed(reason instanceof Error ? reason.message : 'app.errors.technical'),
    );
  };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Stack spacing={1} sx={{ mb: 2 }} role="log" aria-label={translate('chat.log', { name: partnerName })}>
        {messages.length ? (
          messages.map((message) => (
            <Paper
              key={message.id}
              variant="outlined"
              sx={{
                p: 1.5,
                maxWidth: '80%',
                alignSelf: message.from === 'staff' ? 'flex-end' : 'flex-start',
                // The staff's own messages tinted with the theme's primary, which reads in either mode.
                bgcolor: (theme) =>
                  message.from === 'staff'
                    ? alpha(theme.palette.primary.main, 0.12)
                    : theme.palette.background.paper,
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {message.from === 'staff' ? (message.author ?? translate('chat.staff')) : partnerName} ·{' '}
                {format.dateTime(message.at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Typography>
            </Paper>
          ))
        ) : (
          <Typography color="text.secondary">{translate('chat.empty')}</Typography>
        )}
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(failed, { _: translate('app.errors.technical') })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('chat.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
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
          disabled={!text.trim() || sending}
        >
          {translate('chat.send')}
        </Button>
      </Stack>
    </Box>
  );
}
