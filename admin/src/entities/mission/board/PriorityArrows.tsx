// The priority arrows of the board (operations §2): they move the selected row, hence the help
// text 'Select row to change Priority'; the first and last rows cannot go past the ends.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PriorityArrowsProps {
  selected: number | null;
  /** The board is in its priority order (moves need it). */
  ranked: boolean;
  canMove: (id: number | null, step: -1 | 1) => boolean;
  onMove: (id: number, step: -1 | 1) => void;
}

export const PriorityArrows = ({ selected, ranked, canMove, onMove }: PriorityArrowsProps) => {
  const translate = useTranslate();
  const help = translate(ranked ? 'missions.board_priority_help' : 'missions.board_priority_sort');
  const arrow = (step: -1 | 1, label: string, icon: ReactNode) => (
    <Tooltip title={help}>
      <span>
        <IconButton aria-label={label} disabled={!canMove(selected, step)} onClick={() => selected !== null && onMove(selected, step)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="priority-arrows">
      {arrow(-1, translate('missions.board_move_up'), <ArrowUpwardIcon />)}
      {arrow(1, translate('missions.board_move_down'), <ArrowDownwardIcon />)}
      {(selected === null || !ranked) && (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {help}
        </Typography>
      )}
    </Box>
  );
};
