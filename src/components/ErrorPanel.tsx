import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The router fallback: 'Unexpected Application Error' with the status or message, or the chunk failure. */
export function ErrorPanel({ error }: { error: unknown }) {
  const translate = useTranslate();
  const isChunk = error instanceof Error && error.name === 'ChunkLoadError';
  const detail =
    error && typeof error === 'object' && 'status' in error
      ? `${(error as { status: number }).status} ${(error as { statusText?: string }).statusText ?? ''}`
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('app.errors.reload', { _: 'Reload' })}
          </Button>
        }
      >
        <AlertTitle>
          {/* The router's fallback renders outside the i18n context: English defaults then. */}
          {isChunk
            ? translate('app.errors.chunk', { _: 'Loading chunk failed' })
            : translate('app.errors.unexpected', { _: 'Unexpected Application Error' })}
        </AlertTitle>
        {!isChunk && detail}
      </Alert>
    </Box>
  );
}
