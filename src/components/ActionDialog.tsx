import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The frame of a dialog that asks for one action: its title, its content, then a way out and the action's button
 * (disabled while the action cannot run or its call runs). The title names the dialog for assistive technology.
 */
export function ActionDialog({
  open = true,
  title,
  onClose,
  closeLabel = 'ra.action.cancel',
  action,
  actionColor,
  actionDisabled,
  onAction,
  fullWidth,
  children,
}: {
  open?: boolean;
  /** the translated title */
  title: string;
  onClose: () => void;
  /** the message key of the way out */
  closeLabel?: string;
  /** the translated label of the action's button */
  action: string;
  actionColor?: ButtonProps['color'];
  actionDisabled: boolean;
  onAction: () => void;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth={fullWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(closeLabel)}</Button>
        <Button variant="contained" color={actionColor} onClick={onAction} disabled={actionDisabled}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
