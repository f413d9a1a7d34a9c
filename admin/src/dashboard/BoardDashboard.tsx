// The dispatcher's cards above the board (issue 13 §1): the dashboard for the board's own site
// choice, in a panel that folds away (folded at first on a phone); whether it is open is
// remembered in this browser. The cards load once the board's first page is in.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LazyDashboard } from './LazyDashboard';

const OPEN_KEY = 'ym.boardDashboard.open';
/** The longest the cards wait for the board's first page (a page answered from the cache never fetches). */
const WAIT_FOR_BOARD_MS = 1500;

/**
 * Whether the board's own list has been read once: the cards' chunk and their six calls wait for
 * it, so that they never queue the board's first page behind them (a browser opens six connections
 * to a server, and the live-update stream holds one).
 */
function useBoardRead() {
  const fetching = useIsFetching({ queryKey: ['missions'] });
  const seen = useRef(false);
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (fetching) seen.current = true;
    else if (seen.current) setRead(true);
  }, [fetching]);
  useEffect(() => {
    const timer = setTimeout(() => setRead(true), WAIT_FOR_BOARD_MS);
    return () => clearTimeout(timer);
  }, []);
  return read;
}

export const BoardDashboard = () => {
  const translate = useTranslate();
  // open on a desktop, folded on a phone (under 850 px, where the board's cards come first) until the user chooses
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(() => {
    const stored = localStorage.getItem(OPEN_KEY);
    return stored === null ? !phone : stored === 'true';
  });
  const boardRead = useBoardRead();
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
        {open && boardRead && <LazyDashboard pickers={false} />}
      </AccordionDetails>
    </Accordion>
  );
};
