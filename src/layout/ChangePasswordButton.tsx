import { Suspense, lazy, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'react-admin';

// The dialog (its form and rules) loads when it is first opened.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The top bar's entry to the dialog. */
export function ChangePasswordButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('safety.changePassword')}>
        <IconButton
          color="inherit"
          aria-label={translate('safety.changePassword')}
          onClick={() => setOpen(true)}
        >
          <KeyIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
