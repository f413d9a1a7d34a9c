// The dispatcher's cards above the board (issue 13 §1): the dashboard for the board's own site
// choice, in a panel that folds away. It starts folded — the board is what a dispatcher keeps
// open all shift, and six charts open above it pushed its first row below the screen at 1400 px —
// and whether the user opened it is remembered in this browser. The cards load once the board's
// first page is painted, with the reads its rows make (their references), and the page is idle;
// until then their placeholder holds their room, so the rows never move when they come.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CardsPlaceholder } from './CardsPlaceholder';
import { LazyDashboard } from './LazyDashboard';

const OPEN_KEY = 'ym.boardDashboard.open';
/** The longest the cards wait for the board's first call to start (a page answered from the cache never fetches). */
const WAIT_FOR_BOARD_MS = 1500;
/** The longest the cards wait, once the board's page is in, for its rows' reads and an idle moment. */
const WAIT_FOR_ROWS_MS = 4000;

/** `run` when the page's thread is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * Whether the board's own list has been read and shown: the cards' chunk (the charts) and their
 * seven calls wait for its first page, then for the reads its rows start as they render (the
 * lookups, assets and locations they name), then for an idle moment, so that they never queue
 * the board's first page or its rows behind them (a browser opens six connections to a server,
 * and the live-update stream holds one) nor take the page's one thread while the rows render.
 */
function useBoardRead() {
  const client = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['missions'] });
  const seen = useRef(false);
  const [listed, setListed] = useState(false);
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (fetching) seen.current = true;
    else if (seen.current) setListed(true);
  }, [fetching]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!seen.current) setListed(true);
    }, WAIT_FOR_BOARD_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!listed || read) return;
    const until = Date.now() + WAIT_FOR_ROWS_MS;
    let cancel = () => {};
    // the rows' reads leave from their first render's effects: look after an idle moment, and
    // again while any read is on its way
    const look = () => {
      if (client.isFetching() === 0 || Date.now() >= until) setRead(true);
      else cancel = whenIdle(look, Math.max(0, until - Date.now()));
    };
    cancel = whenIdle(look, WAIT_FOR_ROWS_MS);
    return () => cancel();
  }, [listed, read, client]);
  return read;
}

export const BoardDashboard = () => {
  const translate = useTranslate();
  // folded until the user opens it
  const [open, setOpen] = useState(() => localStorage.getItem(OPEN_KEY) === 'true');
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
        {open && (boardRead ? <LazyDashboard pickers={false} fallback={<CardsPlaceholder />} /> : <CardsPlaceholder />)}
      </AccordionDetails>
    </Accordion>
  );
};
