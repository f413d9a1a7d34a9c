import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Company } from '../api/types';
import { useFleetGet } from '../api/useFleetGet';
import { useCurrentUser } from '../auth/currentUser';
import { PleaseWait } from '../ui/PleaseWait';
import { GreetingCard } from './GreetingCard';
import { useWelcome } from './useWelcome';

/** /site/home: greets with the company name (GET /Company/{priCompanyId}). */
export const SiteHome = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const welcome = useWelcome();
  const { data: company, loading } = useFleetGet<Company>(user?.priCompanyId ? `/Company/${user.priCompanyId}` : null);
  if (loading) return <PleaseWait />;
  return (
    <GreetingCard greeting={company ? translate('home.site_welcome', { company: company.name }) : welcome}>
      {company && <Typography sx={{ mt: 1 }}>{welcome}</Typography>}
    </GreetingCard>
  );
};
