import { useEffect, useState } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router';
import { fleet } from '../../api/fleet';
import type { PasswordChangeRequest, SaveResult } from '../../api/types';
import { useCurrentUser } from '../currentUser';
import { loadCurrentUser } from '../loadCurrentUser';
import { setRedirectToPasswordReset } from '../session';
import { LOGIN_ROUTE } from '../../routing/paths';
import { useStartRoute } from '../../routing/startRoute';
import { useToast } from '../../ui/useToast';
import { showInvalidPassword } from './invalidPassword';
import { PasswordPage } from './PasswordPage';
import { usePasswordForm } from './passwordForm';
import { useSecurityParameter } from './useSecurityParameter';

/** /user/pwdreset: the forced change after login; success completes the login (operations §4). */
export const PasswordReset = () => {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const startRouteFor = useStartRoute();
  const logout = useLogout();
  const toast = useToast();
  const { data: policy } = useSecurityParameter(user?.priCompanyId, user?.type);
  const form = usePasswordForm(policy, { requireCurrent: false, policyMessageKey: 'password.does_not_meet' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // after a reload the confined session still may read its own user
    loadCurrentUser().catch(() => undefined);
  }, []);

  const submit = async () => {
    if (!user) return;
    const request: PasswordChangeRequest = {
      userId: user.id,
      password: '',
      newPassword: form.values.newPassword,
      forcePWDChange: false,
      isAdmin: false,
    };
    setSaving(true);
    try {
      const result = await fleet.post<SaveResult>('/ForcedChangePassword', request);
      if (!result.isSuccessful) return showInvalidPassword(result.errorMessage);
      setRedirectToPasswordReset(false);
      toast.bottom('password.completed', 'success');
      navigate(startRouteFor(user), { replace: true });
    } catch {
      // reported by the fetch helper
    } finally {
      setSaving(false);
    }
  };

  return (
    <PasswordPage
      titleKey="password.expired_title"
      messageKey="password.expired_message"
      policy={policy}
      form={form}
      saving={saving}
      onSubmit={submit}
      onCancel={() => logout({}, LOGIN_ROUTE, false)}
    />
  );
};
