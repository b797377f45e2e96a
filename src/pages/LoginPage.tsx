import { useState, type FormEvent } from 'react';
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

export function validateLogin(email: string, password: string) {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = 'app.validation.required';
  else if (!isEmail(email)) errors.email = EMAIL_MESSAGE;
  if (!password) errors.password = 'app.validation.required';
  return errors;
}

/** 'Log in to your CRM account'. A valid session goes straight to the dashboard. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const session = useSession();

  if (sessionProblem(session) === null)
    return <Navigate to={returnScreenOf(session!.id) ?? '/dashboard'} replace />;

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
            <TextField
              label={translate('app.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={!!errors.email}
              helperText={errors.email ? translate(errors.email) : ' '}
              required
              autoFocus
            />
            <TextField
              label={translate('app.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={!!errors.password}
              helperText={errors.password ? translate(errors.password) : ' '}
              required
            />
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
