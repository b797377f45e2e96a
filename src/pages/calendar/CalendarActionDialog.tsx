import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/ActionDialog';

/**
 * A calendar action on one order (assign a partner, move it): its fields, then what stops the action (the rule's
 * own check before sending, or the backend's refusal) as a warning, above Cancel and the action's button.
 */
export function CalendarActionDialog({
  title,
  message,
  messageTestId,
  action,
  actionDisabled,
  onAction,
  onClose,
  minWidth,
  children,
}: {
  /** the translated title */
  title: string;
  /** a message key, or none when nothing stops the action */
  message: string | null;
  messageTestId?: string;
  /** the action button's message key */
  action: string;
  actionDisabled: boolean;
  onAction: () => void;
  onClose: () => void;
  minWidth: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      action={translate(action)}
      actionDisabled={actionDisabled}
      onAction={onAction}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth }}>
        {children}
        {message && (
          <Alert severity="warning" role="alert" data-testid={messageTestId}>
            {translate(message)}
          </Alert>
        )}
      </Stack>
    </ActionDialog>
  );
}
