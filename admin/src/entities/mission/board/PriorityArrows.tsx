// The priority arrows of the board (operations §2): they move the selected row, hence the help
// text 'Select row to change Priority'; the first and last rows cannot go past the ends. The help
// text keeps its room while a row is selected, so the toolbar does not shift under the pointer.
// On a phone the selected card may be far below the toolbar: the arrows then float at the bottom
// of the screen, beside the thumb, for as long as a card is selected. Sorted by another column
// (the Priority column is not shown by default, so its heading may be out of reach) the help text
// gives way to a button that puts the board back in its priority order.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
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
  const help = translate(sorted ? 'missions.board_priority_help' : 'missions.board_priority_sort');
  const arrow = (step: -1 | 1, label: string, icon: ReactNode) => (
    <Tooltip title={help}>
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
  const chosen = selected !== null && ranked;
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
      {sorted ? (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5, visibility: chosen ? 'hidden' : undefined }}>
          {help}
        </Typography>
      ) : (
        <Button size="small" onClick={() => setSort(PRIORITY_SORT)}>
          {translate('missions.board_sort_priority')}
        </Button>
      )}
    </Box>
  );
};
