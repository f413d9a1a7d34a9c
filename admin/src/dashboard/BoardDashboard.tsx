// The dispatcher's cards above the board (issue 13 §1): the dashboard for the board's own site
// choice, in a panel that folds away; whether it is open is remembered in this browser.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LazyDashboard } from './LazyDashboard';

const OPEN_KEY = 'ym.boardDashboard.open';

export const BoardDashboard = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(() => localStorage.getItem(OPEN_KEY) !== 'false');
  const toggle = (_: unknown, next: boolean) => {
    setOpen(next);
    localStorage.setItem(OPEN_KEY, String(next));
  };
  return (
    <Accordion expanded={open} onChange={toggle} disableGutters variant="outlined" sx={{ mb: 1 }} data-testid="board-dashboard">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="board-dashboard-cards" id="board-dashboard-summary">
        <Typography component="h2" variant="subtitle1">
          {translate('dashboard.cards')}
        </Typography>
      </AccordionSummary>
      {/* unmounted while folded: no chart work and no figure reads for a dispatcher who keeps it closed */}
      <AccordionDetails id="board-dashboard-cards" sx={{ p: { xs: 1, sm: 2 } }}>
        {open && <LazyDashboard pickers={false} />}
      </AccordionDetails>
    </Accordion>
  );
};
