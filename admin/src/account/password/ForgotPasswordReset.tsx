import { Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { fleet } from '../../api/fleet';
import type { ForgotPasswordChangeResult, ForgotPasswordValidation } from '../../api/types';
import { LOGIN_ROUTE } from '../../routing/paths';
import { PleaseWait } from '../../ui/PleaseWait';
import { StandalonePage } from '../../ui/StandalonePage';
import { useToast } from '../../ui/useToast';
import { showInvalidPassword } from './invalidPassword';
import { PasswordPage } from './PasswordPage';
import { usePasswordForm } from './passwordForm';

const refused: ForgotPasswordValidation = { isSuccessful: false, securityParameter: null };

/** /user/forgotpwd?tok=…: the page the reset e-mail links to. */
export const ForgotPasswordReset = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const token = useSearchParams()[0].get('tok') ?? '';
  const [validation, setValidation] = useState<ForgotPasswordValidation | null>(token ? null : refused);
  const policy = validation?.securityParameter ?? null;
  const form = usePasswordForm(policy, { requireCurrent: false, policyMessageKey: 'password.does_not_met' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!token) return;
    fleet
      .post<ForgotPasswordValidation>('/ForgotPasswordValidate', { token, password: '' }, { anonymous: true })
      .then(setValidation, () => setValidation(refused));
  }, [token]);

  const submit = async () => {
    setSaving(true);
    try {
      const body = { token, password: form.values.newPassword };
      const result = await fleet.post<ForgotPasswordChangeResult>('/ForgotPasswordChange', body, { anonymous: true });
      if (!result.isSuccessful) return showInvalidPassword(result.errorMessage);
      toast.bottom('password.completed', 'success');
      navigate(LOGIN_ROUTE, { replace: true, state: { username: result.username } });
    } catch {
      // reported by the fetch helper
    } finally {
      setSaving(false);
    }
  };

  if (!validation)
    return (
      <StandalonePage>
        <PleaseWait />
      </StandalonePage>
    );
  if (!validation.isSuccessful) {
    return (
      <StandalonePage>
        <Typography role="alert">{validation.errorMessage || translate('password.reset_link_invalid')}</Typography>
        <Button variant="contained" onClick={() => navigate(LOGIN_ROUTE, { replace: true })}>
          {translate('password.back_to_login')}
        </Button>
      </StandalonePage>
    );
  }
  return (
    <PasswordPage
      titleKey="password.reset_title"
      policy={policy}
      form={form}
      saving={saving}
      onSubmit={submit}
      onCancel={() => navigate(LOGIN_ROUTE, { replace: true })}
    />
  );
};
