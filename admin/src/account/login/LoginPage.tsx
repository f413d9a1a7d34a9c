import { Link } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { StandalonePage } from '../../ui/StandalonePage';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginForm } from './LoginForm';

/** /user/login */
export const LoginPage = () => {
  const translate = useTranslate();
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <StandalonePage>
      <LoginForm />
      <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} sx={{ alignSelf: 'center' }}>
        {translate('login.forgot_link')}
      </Link>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </StandalonePage>
  );
};
