import { Alert, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * What an unknown record or route shows, on every screen (spec: the partner page's 'This partner does not exist'
 * with Go back): the message, and a way back to where the user came from, or to `fallback` on a first page.
 */
export function NotFound({ message, fallback }: { message: string; fallback: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 3 }} data-testid="not-found">
      {/* The top bar's title is the screen's h1 (src/layout/AppBar.tsx): 'Not Found'; the message says which. */}
      <Title title="ra.page.not_found" />
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            startIcon={<ArrowBackIcon />}
            onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate(fallback))}
          >
            {translate('app.errors.goBack')}
          </Button>
        }
      >
        {translate(message)}
      </Alert>
    </Box>
  );
}

/** An unknown route inside the admin (react-admin's catch-all). */
export const PageNotFound = () => <NotFound message="app.errors.pageNotFound" fallback="/dashboard" />;
