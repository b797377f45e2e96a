import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { passwordProblems, type PasswordChange } from '../domain/password';
import { useAppDataProvider } from '../providers/useAppDataProvider';

const EMPTY: PasswordChange = { currentPassword: '', password: '', repeatPassword: '' };
const FIELDS = [
  ['currentPassword', 'safety.currentPassword', 'current-password'],
  ['password', 'safety.newPassword', 'new-password'],
  ['repeatPassword', 'safety.repeatPassword', 'new-password'],
] as const;

/** A staff member changes their own password: current, new, repeat; checked here and by the server. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (change: PasswordChange) => dataProvider.changePassword(change),
    onSuccess: () => {
      notify('app.success.password', { type: 'success' });
      onClose();
    },
    onError: (error: Error) => {
      const fieldErrors =
        error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else notify(error.message || 'app.errors.update', { type: 'error' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(values);
    setErrors(problems);
    if (!Object.keys(problems).length) save.mutate(values);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{translate('safety.changePassword')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(([field, label, autoComplete]) => (
              <TextField
                key={field}
                type="password"
                label={translate(label)}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                error={!!errors[field]}
                helperText={errors[field] ? translate(errors[field]) : ' '}
                required
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('safety.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {translate('safety.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
