// The priority arrows of the board (operations §2): they move the selected row, hence the help
// text 'Select row to change Priority'; the first and last rows cannot go past the ends. The help
// text keeps its room while a row is selected, so the toolbar does not shift under the pointer.
// On a phone the selected card may be far below the toolbar: the arrows then float at the bottom
// of the screen, beside the thumb, for as long as a card is selected. Sorted by another column
// (the Priority column is not shown by default, so its heading may be out of reach) the help text
// says 'Sort by Priority to change it' and is a link that does so.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Link, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { isRanked, PRIORITY_SORT } from './priority';

interface PriorityArrowsProps {
  selected: number | null;
  /** The board is in its priority order (moves need it). */
  ranked: boolean;
  canMove: (id: number | null, step: -1 | 1) => boolean;
  onMove: (id: number, step: -1 | 1) => void;
  /** A phone's board: the arrows of a selected card float at the bottom of the screen. */
  floating?: boolean;
}

export const PriorityArrows = ({ selected, ranked, canMove, onMove, floating = false }: PriorityArrowsProps) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  // the sort asked for (the rows of the one before may still show while its page comes)
  const sorted = isRanked(sort);
  const chosen = selected !== null && ranked;
  const help = translate(sorted ? 'missions.board_priority_help' : 'missions.board_priority_sort');
  // with a row selected, an arrow's tip says what it does, not how to start
  const arrow = (step: -1 | 1, label: string, icon: ReactNode) => (
    <Tooltip title={chosen ? label : help}>
      <span>
        <IconButton aria-label={label} disabled={!canMove(selected, step)} onClick={() => selected !== null && onMove(selected, step)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const arrows = (
    <>
      {arrow(-1, translate('missions.board_move_up'), <ArrowUpwardIcon />)}
      {arrow(1, translate('missions.board_move_down'), <ArrowDownwardIcon />)}
    </>
  );
  const float = floating && chosen;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="priority-arrows">
      {float ? (
        <Paper
          elevation={6}
          data-testid="floating-priority-arrows"
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial, borderRadius: 6, display: 'flex', p: 0.5 }}
        >
          {arrows}
        </Paper>
      ) : (
        arrows
      )}
      {/* both texts in one cell, the one not shown hidden: the cell is as wide as the wider, so
          the toolbar does not move when the board is sorted otherwise or back */}
      <Box sx={{ display: 'inline-grid', ml: 0.5, '& > *': { gridArea: '1 / 1', justifySelf: 'start' } }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ visibility: chosen || !sorted ? 'hidden' : undefined }}
          aria-hidden={!sorted}
        >
          {translate('missions.board_priority_help')}
        </Typography>
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => setSort(PRIORITY_SORT)}
          sx={{ visibility: sorted ? 'hidden' : undefined }}
          tabIndex={sorted ? -1 : undefined}
          aria-hidden={sorted}
        >
          {translate('missions.board_priority_sort')}
        </Link>
      </Box>
    </Box>
  );
};
