import { lazy, Suspense } from 'react';
import { LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RichTextInputProps } from 'ra-input-rich-text';

/** The tiptap editor is heavy: it loads only when a form with rich text opens. */
const Editor = lazy(() => import('./RichTextEditor'));

function Loading() {
  const translate = useTranslate();
  return (
    <div role="status">
      <Typography variant="caption">{translate('content.editorLoading')}</Typography>
      <LinearProgress />
    </div>
  );
}

export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Editor fullWidth {...props} />
    </Suspense>
  );
}
