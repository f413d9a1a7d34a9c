import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropInputProps } from '../../engine/entityUi';
import { UserPasswordDialog } from './UserPasswordDialog';

/**
 * Password set (new user: sent with the save, checked by the server) or change (saved user: POST
 * /ForcedChangePassword at once). Disabled until the user type and primary company are set.
 */
export const UserPasswordInput = ({ name }: PropInputProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field } = useInput({ source: name });
  const [type, companyId, forcePWDChange] = useWatch({ name: ['type', 'priCompanyId', 'forcePWDChange'] });
  const [open, setOpen] = useState(false);
  const userId = record?.id as number | undefined;
  const ready = !!type && !!companyId;
  return (
    <Box sx={{ my: 1 }}>
      <Button variant="outlined" startIcon={<KeyIcon />} disabled={!ready} onClick={() => setOpen(true)}>
        {translate(userId ? 'user_manager.change_password' : 'user_manager.set_password')}
      </Button>
      {!userId && field.value && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="password-ready">
          {translate('user_manager.password_ready')}
        </Typography>
      )}
      {open && (
        <UserPasswordDialog
          companyId={companyId}
          userType={type}
          userId={userId}
          forcePWDChange={!!forcePWDChange}
          onChosen={(password) => field.onChange(password)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
};
