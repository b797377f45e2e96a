import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

// The dialog and its calls load when it is first opened.
const CoverDialog = lazy(() => import('./CoverDialog').then((module) => ({ default: module.CoverDialog })));

/** "Replace partner on a day" from the partner's details: the cover dialog for this partner. */
export function CoverButton({ partnerId }: { partnerId: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('dispatch.cover.title')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CoverDialog partnerId={partnerId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
