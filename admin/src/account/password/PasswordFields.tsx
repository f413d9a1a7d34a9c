import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordRuleTexts, type PasswordPolicy } from '../../../../schemas/passwordRules';
import { activeLanguage } from '../../i18n/locale';
import { RequiredField } from '../../ui/RequiredField';
import type { PasswordField, PasswordForm } from './passwordForm';

const fields: { field: PasswordField; labelKey: string; autoComplete: string }[] = [
  { field: 'current', labelKey: 'password.current', autoComplete: 'current-password' },
  { field: 'newPassword', labelKey: 'password.new', autoComplete: 'new-password' },
  { field: 'verify', labelKey: 'password.verify', autoComplete: 'new-password' },
];

/** Current (own change only), new and verify fields under the policy's 'Password requirements:'. */
export const PasswordFields = ({ form, policy }: { form: PasswordForm; policy: PasswordPolicy | null }) => {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  const rules = policy ? passwordRuleTexts(policy, language) : [];
  const input = ({ field, labelKey, autoComplete }: (typeof fields)[number]) => (
    <RequiredField
      key={field}
      type="password"
      label={translate(labelKey)}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
      errorKey={form.errors[field]}
      autoComplete={autoComplete}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {form.requireCurrent && input(fields[0])}
      <Box data-testid="password-requirements">
        <Typography variant="subtitle2">{translate('password.requirements')}</Typography>
        <List dense disablePadding sx={{ listStyleType: 'disc', pl: 3 }}>
          {rules.map((rule) => (
            <ListItem key={rule} sx={{ display: 'list-item', py: 0 }}>
              <Typography variant="body2">{rule}</Typography>
            </ListItem>
          ))}
        </List>
      </Box>
      {fields.slice(1).map(input)}
    </Box>
  );
};
