import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A read that failed for another reason than a missing record: the spec's load message, with Refresh the page. */
export function LoadProblem() {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('app.errors.refresh')}
        </Button>
      }
    >
      {translate('app.errors.loadProblem')}
    </Alert>
  );
}
