import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { Form, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { LoginRefused, type LoginResult } from '../authProvider';
import type { DialogLine } from '../../dialogs/systemDialogs';
import { useGraceNotice } from './useGraceNotice';

interface Credentials {
  username: string;
  password: string;
}

const usernameRequired = [required('login.username_required')];
const passwordRequired = [required('login.password_required')];

/** Username and password; the branches of a refused login are listed above the button. */
export const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const showGrace = useGraceNotice();
  const location = useLocation();
  const [messages, setMessages] = useState<DialogLine[]>([]);
  const [busy, setBusy] = useState(false);
  // the forgot-password reset page hands over the username it reset
  const defaultValues = { username: (location.state as { username?: string } | null)?.username ?? '', password: '' };

  const submit = async (values: Partial<Credentials>) => {
    setBusy(true);
    setMessages([]);
    try {
      const result: LoginResult = await login(values);
      if (result.grace) showGrace(result.grace);
    } catch (error) {
      setMessages(error instanceof LoginRefused ? error.lines : [{ key: 'login.error' }]);
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={defaultValues} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextInput source="username" label="login.username" autoComplete="username" validate={usernameRequired} />
        <TextInput source="password" label="login.password" type="password" autoComplete="current-password" validate={passwordRequired} />
        {messages.length > 0 && (
          <Alert severity="error" data-testid="login-message">
            {messages.map((line, index) => (
              <div key={index}>{'key' in line ? translate(line.key, line.args) : line.text}</div>
            ))}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} fullWidth>
          {translate('login.submit')}
        </Button>
      </Box>
    </Form>
  );
};
