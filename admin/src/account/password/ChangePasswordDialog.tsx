import { useTranslate } from 'react-admin';
import type { PasswordChangeRequest, User } from '../../api/types';
import { PasswordDialogFrame } from './PasswordDialogFrame';
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
    <PasswordDialogFrame
      id="change-password-title"
      title={translate('password.change_title')}
      form={form}
      policy={policy}
      submitLabel="app.action.save"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
