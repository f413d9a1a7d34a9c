// The dashboard (issue 13 §1): six KPI cards, and detention accruing now by carrier (issue 32), over
// the working company and the chosen site — the fleet and site homes show it whole with their
// pickers, the dispatcher's board above its list
// (BoardDashboard.tsx). Loaded on its own (LazyDashboard.tsx), so the charts weigh on no other screen.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CompanySelector } from '../engine/CompanySelector';
import { SiteSelector } from '../engine/SiteSelector';
import { CARDS_GRID_SX } from './cardsGrid';
import { RepairsCard, StatusesCard } from './cards/AssetCards';
import { ArrivalsCard, DoorUseCard } from './cards/AppointmentCards';
import { DetentionCard } from './cards/DetentionCard';
import { DriversCard } from './cards/DriversCard';
import { MovesCard } from './cards/MovesCard';
import { StagesCard } from './cards/StagesCard';
import { WaitsCard } from './cards/WaitsCard';
import { useLiveFigures } from './useLiveFigures';

export interface DashboardProps {
  /** Shown above the cards (the home's greeting). */
  header?: ReactNode;
  /** The company and site pickers (the board has its own site picker). */
  pickers?: boolean;
}

const Dashboard = ({ header, pickers = true }: DashboardProps) => {
  useLiveFigures();
  return (
    <Box sx={{ minWidth: 0 }} data-testid="dashboard">
      {header}
      {pickers && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <CompanySelector />
          <SiteSelector />
        </Box>
      )}
      <Box sx={CARDS_GRID_SX}>
        <MovesCard />
        <WaitsCard />
        <StagesCard />
        <StatusesCard />
        <RepairsCard />
        <DriversCard />
        <DetentionCard />
        <ArrivalsCard />
        <DoorUseCard />
      </Box>
    </Box>
  );
};

export default Dashboard;
