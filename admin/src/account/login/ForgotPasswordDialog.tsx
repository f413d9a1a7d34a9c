import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { useToast } from '../../ui/useToast';

const usernameOrEmailRequired = [required('forgot.required')];

/** Asks for a reset e-mail: POST /ForgotPasswordRequest with the username or the e-mail address. */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const submit = async (values: { usernameOrEmail?: string }) => {
    const value = (values.usernameOrEmail ?? '').trim();
    setSending(true);
    try {
      await fleet.post('/ForgotPasswordRequest', value.includes('@') ? { email: value } : { username: value }, { anonymous: true });
      toast.bottom('forgot.sent', 'success', { user: value });
      onClose();
    } catch {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <Form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">{translate('forgot.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <TextInput source="usernameOrEmail" label="forgot.username_or_email" validate={usernameOrEmailRequired} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('app.action.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
