import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DEMO_STORAGE_FLAG, DEMO_STORAGE_PROBLEM } from '../domain/demoStorage';
import { useAppDataProvider } from '../providers/useAppDataProvider';

const flagged = () => document.documentElement.dataset[DEMO_STORAGE_FLAG] === '1';

/**
 * The demo's browser storage is full or unreadable: say so and offer to reset the demo data (which frees it),
 * rather than lose changes in silence. Only mounted in the demo.
 */
export function DemoStorageAlert() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(flagged);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(DEMO_STORAGE_PROBLEM, show);
    // A report between this component's render and this effect came before the listener: its flag says so.
    if (flagged()) show();
    return () => window.removeEventListener(DEMO_STORAGE_PROBLEM, show);
  }, []);
  const close = () => {
    delete document.documentElement.dataset[DEMO_STORAGE_FLAG];
    setOpen(false);
  };
  const reset = async () => {
    close();
    await dataProvider.resetDemo();
    notify('app.resetDemoDone', { type: 'success' });
    refresh();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="demo-storage-title">
      <DialogTitle id="demo-storage-title">{translate('safety.storageTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('safety.storageText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('safety.storageDismiss')}</Button>
        <Button variant="contained" color="warning" onClick={() => void reset()}>
          {translate('safety.storageReset')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
