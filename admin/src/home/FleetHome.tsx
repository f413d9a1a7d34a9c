import { Box } from '@mui/material';
import { LazyDashboard } from '../dashboard/LazyDashboard';
import { useIsSysAdmin } from '../engine/workingCompany';
import { Greeting } from './Greeting';
import { useWelcome } from './useWelcome';

/**
 * /fleet/home: the maintenance area's home — a greeting over the dashboard of the chosen company.
 * The user types without an area of their own start here too; they get the greeting alone.
 */
export const FleetHome = () => {
  const greeting = <Greeting greeting={useWelcome()} />;
  return <Box sx={{ p: { xs: 1, sm: 2 } }}>{useIsSysAdmin() ? <LazyDashboard header={greeting} /> : greeting}</Box>;
};
