import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PasswordChangeRequest, User } from '../api/types';
import { PasswordFields } from './PasswordFields';
import { usePasswordForm } from './passwordForm';
import { usePasswordChange } from './usePasswordChange';
import { useSecurityParameter } from './useSecurityParameter';

interface ChangePasswordDialogProps {
  user: User;
  /** Own change: asks for the current password; otherwise an admin sets another user's password. */
  isOwn: boolean;
  onClose: () => void;
}

/** POST /ChangePassword from the user menu, the profile dialog, or (later) the user manager. */
export const ChangePasswordDialog = ({ user, isOwn, onClose }: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const { data: policy } = useSecurityParameter(user.priCompanyId, user.type);
  const form = usePasswordForm(policy, { requireCurrent: isOwn, policyMessageKey: 'password.does_not_meet' });
  const { saving, send } = usePasswordChange('/ChangePassword');

  const submit = async () => {
    const request: PasswordChangeRequest = {
      userId: user.id,
      password: isOwn ? form.values.current : '',
      newPassword: form.values.newPassword,
      forcePWDChange: false,
      isAdmin: !isOwn,
    };
    if (await send(request)) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title">{translate('password.change_title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PasswordFields form={form} policy={policy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!form.isValid || saving}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
