import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PasswordPolicy } from '../../../../schemas/passwordRules';
import { PasswordFields } from './PasswordFields';
import type { PasswordForm } from './passwordForm';

interface PasswordDialogFrameProps {
  id: string;
  title: string;
  form: PasswordForm;
  policy: PasswordPolicy | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** The dialog around the password fields, shared by the change-password and user-manager dialogs. */
export const PasswordDialogFrame = ({ id, title, form, policy, submitLabel, saving, onSubmit, onClose }: PasswordDialogFrameProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PasswordFields form={form} policy={policy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={!form.isValid || saving}>
          {translate(submitLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
