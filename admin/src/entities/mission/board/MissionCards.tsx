// The board as cards, under 850 px (operations §2): the first chosen column as the card's title
// (under its label), the other chosen columns labelled beneath, the actions at the bottom. A tap selects a card for the
// priority arrows; cards are memoised like the table's rows. Empty fields take no line.
import { Box, Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { memo, useRef, type ReactNode } from 'react';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { CardTitle, isBlank } from '../../../engine/RecordCards';
import type { BoardColumn } from './boardCells';
import type { BoardViewProps } from './MissionTable';
import { useRenderCount } from './useRenderCount';

interface MissionCardProps {
  record: RaRecord;
  columns: BoardColumn[];
  labelOf: (column: string) => string;
  selected: boolean;
  onSelect: (id: number) => void;
  actions: ReactNode;
}

const MissionCard = memo(function MissionCard({ record, columns, labelOf, selected, onSelect, actions }: MissionCardProps) {
  const own = useRef<HTMLDivElement | null>(null);
  useRenderCount(own);
  const [first, ...rest] = columns;
  return (
    <RecordContextProvider value={record}>
      <Card
        ref={own}
        variant="outlined"
        data-testid="record-card"
        data-mission-id={record.id}
        sx={selected ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : undefined}
      >
        {/* a card is no row of a table (aria-selected has no meaning on it): its tap area is a toggle button */}
        <CardActionArea onClick={() => onSelect(Number(record.id))} aria-pressed={selected}>
          <CardContent sx={{ pb: 0 }}>
            {/* no column of a mission is its name: the title says which it is (the ship date) */}
            {first && <CardTitle label={labelOf(first.name)}>{first.cell}</CardTitle>}
            {/* a field with nothing in it (no dispatch yet, no notes) takes no line: a phone's screen is short */}
            {rest
              .filter((c) => !isBlank(record[c.name]))
              .map((c) => (
                <Box key={c.name} sx={{ display: 'flex', gap: 1, fontSize: 14 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                    {labelOf(c.name)}
                  </Typography>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{c.cell}</Box>
                </Box>
              ))}
          </CardContent>
        </CardActionArea>
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>{actions}</CardActions>
      </Card>
    </RecordContextProvider>
  );
});

export const MissionCards = ({ rows, columns, labelOf, selected, onSelect, actions }: BoardViewProps) => (
  <Stack spacing={1} data-testid="record-cards">
    {rows.map((record) => (
      <MissionCard
        key={record.id}
        record={record}
        columns={columns}
        labelOf={labelOf}
        selected={record.id === selected}
        onSelect={onSelect}
        actions={actions}
      />
    ))}
  </Stack>
);
