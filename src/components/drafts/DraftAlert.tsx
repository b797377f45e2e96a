import { Alert, Button, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DraftAction {
  /** a message key */
  label: string;
  onClick: () => void;
}

/** What a form says above its fields about values it kept (a draft, a logged-out save), with what to do with them. */
export function DraftAlert({
  severity,
  testId,
  actions,
  children,
}: {
  severity: AlertColor;
  testId: string;
  actions: DraftAction[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      data-testid={testId}
      action={actions.map(({ label, onClick }) => (
        <Button key={label} color="inherit" size="small" onClick={onClick}>
          {translate(label)}
        </Button>
      ))}
    >
      {children}
    </Alert>
  );
}
