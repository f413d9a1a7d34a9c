import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Company } from '../api/types';
import { useFleetGet } from '../api/useFleetGet';
import { useCurrentUser } from '../account/currentUser';
import { LazyDashboard } from '../dashboard/LazyDashboard';
import { Greeting } from './Greeting';
import { useWelcome } from './useWelcome';

/** /site/home: greets with the company name (GET /Company/{priCompanyId}) over the company's dashboard. */
export const SiteHome = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const welcome = useWelcome();
  const { data: company } = useFleetGet<Company>(user?.priCompanyId ? `/Company/${user.priCompanyId}` : null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <LazyDashboard
        header={
          <Greeting greeting={company ? translate('home.site_welcome', { company: company.name }) : welcome}>
            {company && <Typography>{welcome}</Typography>}
          </Greeting>
        }
      />
    </Box>
  );
};
