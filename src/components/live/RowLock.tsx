import { Tooltip } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';

/**
 * A list row's lock: another form holds the record's editing lock ("Anna is editing"). Its own chunk, fetched
 * once a lock is told (the layout's feed preloads it); the label is the icon's name for a screen reader.
 */
export function RowLock({ by }: { by: string }) {
  const translate = useTranslate();
  const label = translate('live.rowLocked', { name: by });
  return (
    <Tooltip title={label}>
      <LockOutlined
        role="img"
        aria-label={label}
        aria-hidden={false}
        data-testid="row-lock"
        fontSize="small"
        sx={{ verticalAlign: 'text-bottom', ml: 0.5, color: 'text.secondary' }}
      />
    </Tooltip>
  );
}
