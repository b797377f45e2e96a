import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The spec's AuthFailure panel (section 8): shown in place of the map when Google rejects the API key. */
export function MapAuthFailure({ height }: { height: number }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="map-auth-failure"
      sx={{ minHeight: Math.min(height, 160), maxWidth: 600 }}
    >
      <AlertTitle>{translate('safety.mapAuthFailureTitle')}</AlertTitle>
      {translate('safety.mapAuthFailure')}
    </Alert>
  );
}
