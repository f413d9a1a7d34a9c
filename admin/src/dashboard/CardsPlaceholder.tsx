// The room of the dashboard's cards while they wait (the board loads them only once its own rows
// are in, BoardDashboard.tsx) and while their chunk loads: as many outlined cards of the real cards'
// size in the same grid. Without it the cards arrived a second or more after the rows and pushed
// the board 600 px down the page, under the pointer of a dispatcher already at work on a row.
import { Box, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARD_BODY_HEIGHT, CARD_COUNT, CARDS_GRID_SX } from './cardsGrid';

export const CardsPlaceholder = () => {
  const translate = useTranslate();
  return (
    <Box sx={CARDS_GRID_SX} role="status" aria-label={translate('app.please_wait')} data-testid="dashboard-placeholder">
      {Array.from({ length: CARD_COUNT }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ minWidth: 0 }}>
          {/* a card's header: its title, its subheader's line and the toggle's 40 px button (ChartCard.tsx) */}
          <CardHeader
            title={<Skeleton width="60%" />}
            subheader={<Skeleton width="40%" />}
            slotProps={{ title: { variant: 'subtitle1' }, subheader: { variant: 'caption' } }}
            action={<Box sx={{ width: 40, height: 40 }} />}
            sx={{ pb: 0 }}
          />
          <CardContent sx={{ height: CARD_BODY_HEIGHT }} />
        </Card>
      ))}
    </Box>
  );
};
