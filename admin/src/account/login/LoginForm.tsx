import { Alert, Box, Button } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { DialogLine } from '../../dialogs/systemDialogs';
import { RequiredField } from '../../ui/RequiredField';
import { LoginRefused, type Credentials, type LoginResult } from './signIn';

type Field = keyof Credentials;
const FIELDS: Field[] = ['username', 'password'];
const REQUIRED: Record<Field, string> = { username: 'login.username_required', password: 'login.password_required' };
/** The look of the login's fields (react-admin's inputs' before them), the forgotten-password dialog's too. */
export const LOGIN_FIELD = { variant: 'filled', size: 'small', margin: 'dense' } as const;

export interface LoginFormProps {
  /** Signs in and goes on (the shell's react-admin login, or the login page's own first load). */
  signIn: (credentials: Credentials) => Promise<LoginResult>;
  /** The forgot-password reset hands over the username it reset. */
  username?: string;
}

/**
 * Username and password; the branches of a refused login are listed above the button. Plain MUI
 * fields, not react-admin's form: the login page is the first load of most visits, and on a phone
 * (issue 35 §1) it starts without react-admin's form machinery. Each field says it is required
 * from the first submit on, as react-admin's validation would.
 */
export const LoginForm = ({ signIn, username = '' }: LoginFormProps) => {
  const translate = useTranslate();
  const [values, setValues] = useState<Credentials>({ username, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [messages, setMessages] = useState<DialogLine[]>([]);
  const [busy, setBusy] = useState(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // the first empty field takes the focus, its message beside it
    const empty = FIELDS.find((name) => values[name] === '');
    if (empty) return inputs[empty].current?.focus();
    setBusy(true);
    setMessages([]);
    try {
      await signIn(values);
    } catch (error) {
      setMessages(error instanceof LoginRefused ? error.lines : [{ key: 'login.error' }]);
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <RequiredField
      name={name}
      inputRef={inputs[name]}
      type={type}
      label={translate(`login.${name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      errorKey={submitted && values[name] === '' ? REQUIRED[name] : null}
      {...LOGIN_FIELD}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {field('username', 'text', 'username')}
        {field('password', 'password', 'current-password')}
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
    </form>
  );
};
