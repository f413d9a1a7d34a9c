import { useTranslate } from 'react-admin';
import type { PasswordChangeRequest } from '../../api/types';
import { PasswordDialogFrame } from '../../account/password/PasswordDialogFrame';
import { usePasswordForm } from '../../account/password/passwordForm';
import { usePasswordChange } from '../../account/password/usePasswordChange';
import { useSecurityParameter } from '../../account/password/useSecurityParameter';

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
  const { data: policy } = useSecurityParameter(companyId, userType);
  const form = usePasswordForm(policy, { requireCurrent: false, policyMessageKey: 'password.does_not_meet' });
  const { saving, send } = usePasswordChange('/ForcedChangePassword');

  const submit = async () => {
    const newPassword = form.values.newPassword;
    if (!userId) {
      onChosen(newPassword);
      return onClose();
    }
    const request: Omit<PasswordChangeRequest, 'password'> = { userId, newPassword, forcePWDChange, isAdmin: true };
    if (await send(request)) onClose();
  };

  return (
    <PasswordDialogFrame
      id="user-password-title"
      title={translate(userId ? 'user_manager.change_password' : 'user_manager.set_password')}
      form={form}
      policy={policy}
      submitLabel="app.action.ok"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
