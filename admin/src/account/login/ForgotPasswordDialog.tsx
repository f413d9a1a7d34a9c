import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { RequiredField } from '../../ui/RequiredField';
import { useToast } from '../../ui/useToast';
import { LOGIN_FIELD } from './LoginForm';

/**
 * Asks for a reset e-mail: POST /ForgotPasswordRequest with the username or the e-mail address.
 * A plain MUI field, as the login form's (LoginForm.tsx says why): required from the first submit on.
 */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const usernameOrEmail = value.trim();
    if (usernameOrEmail === '') return input.current?.focus();
    setSending(true);
    try {
      const body = usernameOrEmail.includes('@') ? { email: usernameOrEmail } : { username: usernameOrEmail };
      await fleet.post('/ForgotPasswordRequest', body, { anonymous: true });
      toast.bottom('forgot.sent', 'success', { user: usernameOrEmail });
      onClose();
    } catch {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">{translate('forgot.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <RequiredField
              name="usernameOrEmail"
              inputRef={input}
              label={translate('forgot.username_or_email')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              errorKey={submitted && value.trim() === '' ? 'forgot.required' : null}
              autoFocus
              {...LOGIN_FIELD}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('app.action.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
