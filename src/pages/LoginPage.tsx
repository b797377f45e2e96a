import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  TextField,
  Typography,
} from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import { USE_MOCK } from '../api/config';
import { EMAIL_MESSAGE, isEmail } from '../domain/contactRules';
import { returnScreenOf } from '../session/afterLogout';
import { sessionProblem } from '../session/session';
import { useSession } from '../session/useSession';
import { PublicLayout } from './public/PublicLayout';

const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@example.com' },
  { role: 'manager', email: 'manager@example.com' },
];
const DEMO_PASSWORD = 'demo1234';

type Field = 'email' | 'password';

export function validateLogin(email: string, password: string) {
  const errors: Partial<Record<Field, string>> = {};
  if (!email.trim()) errors.email = 'app.validation.required';
  else if (!isEmail(email)) errors.email = EMAIL_MESSAGE;
  if (!password) errors.password = 'app.validation.required';
  return errors;
}

/**
 * 'Log in to your CRM account'. A valid session goes straight to the dashboard; a login goes on to the screen that
 * sent the user here (authProvider.login).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const session = useSession();

  // A login under way navigates itself (authProvider.login's redirectTo): the session it has just stored does not.
  if (!pending && sessionProblem(session) === null)
    return <Navigate to={returnScreenOf(session!.id) ?? '/dashboard'} replace />;

  const { email, password } = values;
  // What both fields share: the label, the value, the translated error (a blank helper keeps the form's height).
  const field = (name: Field) => ({
    name,
    label: translate(`app.login.${name}`),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]) : ' ',
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setPending(true);
    try {
      await login({ username: email.trim(), password });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'app.errors.technical');
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <Container maxWidth="xs" sx={{ py: 6 }}>
        <Card>
          <CardContent
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}
          >
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {translate('app.login.title')}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {translate(failure)}
              </Alert>
            )}
            <TextField {...field('email')} type="email" autoComplete="username" autoFocus />
            <TextField {...field('password')} type="password" autoComplete="current-password" />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} /> : null}
            >
              {translate('app.login.submit')}
            </Button>
          </CardContent>
        </Card>
        {USE_MOCK && (
          <Box
            component="section"
            aria-labelledby="demo-accounts"
            sx={{
              mt: 2,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
          >
            <Typography id="demo-accounts" variant="subtitle2" component="h2">
              {translate('app.login.demoAccounts')}
            </Typography>
            {DEMO_ACCOUNTS.map((account) => (
              <Typography key={account.email} variant="body2">
                {translate(`app.login.${account.role}`)}: <code>{account.email}</code>
              </Typography>
            ))}
            <Typography variant="body2">
              {translate('app.login.demoHint', { password: DEMO_PASSWORD })}
            </Typography>
          </Box>
        )}
      </Container>
    </PublicLayout>
  );
}
