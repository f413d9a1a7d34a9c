import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fleet } from '../api/fleet';
import type { PasswordChangeRequest, SaveResult } from '../api/types';
import { showInvalidPassword } from '../password/invalidPassword';
import { PasswordFields } from '../password/PasswordFields';
import { usePasswordForm } from '../password/passwordForm';
import { useSecurityParameter } from '../password/useSecurityParameter';
import { useToast } from '../ui/useToast';

interface UserPasswordDialogProps {
  companyId: number;
  userType: number;
  /** The saved user whose password is set now; absent for a new user (the password goes with the save). */
  userId?: number;
  forcePWDChange: boolean;
  onChosen: (password: string) => void;
  onClose: () => void;
}

/** New and verify password under the policy of the user's company and type ('Password requirements:'). */
export const UserPasswordDialog = ({ companyId, userType, userId, forcePWDChange, onChosen, onClose }: UserPasswordDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const { data: policy } = useSecurityParameter(companyId, userType);
  const form = usePasswordForm(policy, { requireCurrent: false, policyMessageKey: 'password.does_not_meet' });
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const newPassword = form.values.newPassword;
    if (!userId) {
      onChosen(newPassword);
      return onClose();
    }
    const request: Omit<PasswordChangeRequest, 'password'> = { userId, newPassword, forcePWDChange, isAdmin: true };
    setSaving(true);
    try {
      const result = await fleet.post<SaveResult>('/ForcedChangePassword', request);
      if (!result.isSuccessful) return showInvalidPassword(result.errorMessage);
      toast.bottom('password.completed', 'success');
      onClose();
    } catch {
      // the fetch helper has shown the error dialog (or the session-expired one)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="user-password-title">
      <DialogTitle id="user-password-title">{translate(userId ? 'user_manager.change_password' : 'user_manager.set_password')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PasswordFields form={form} policy={policy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!form.isValid || saving}>
          {translate('app.action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
