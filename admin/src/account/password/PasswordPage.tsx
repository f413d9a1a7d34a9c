import { Box, Button, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PasswordPolicy } from '../../../../schemas/passwordRules';
import { StandalonePage } from '../../ui/StandalonePage';
import { PasswordFields } from './PasswordFields';
import type { PasswordForm } from './passwordForm';

interface PasswordPageProps {
  titleKey: string;
  messageKey?: string;
  policy: PasswordPolicy | null;
  form: PasswordForm;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The page form of the forced reset (/user/pwdreset) and the forgot-password reset (/user/forgotpwd). */
export const PasswordPage = ({ titleKey, messageKey, policy, form, saving, onSubmit, onCancel }: PasswordPageProps) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.isValid && !saving) onSubmit();
  };
  return (
    <StandalonePage>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(titleKey)}
        </Typography>
        {messageKey && <Typography>{translate(messageKey)}</Typography>}
        <PasswordFields form={form} policy={policy} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!form.isValid || saving}>
            {translate('app.action.submit')}
          </Button>
        </Box>
      </Box>
    </StandalonePage>
  );
};
