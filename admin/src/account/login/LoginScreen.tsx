import { Link } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { StandalonePage } from '../../ui/StandalonePage';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginForm, type LoginFormProps } from './LoginForm';

/** The login screen of operations §4: the form and the forgotten-password link with its dialog. */
export const LoginScreen = (props: LoginFormProps) => {
  const translate = useTranslate();
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <StandalonePage>
      <LoginForm {...props} />
      <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} sx={{ alignSelf: 'center' }}>
        {translate('login.forgot_link')}
      </Link>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </StandalonePage>
  );
};
