// The carrier's clock of a visit in words (gateClock.ts), in the active language: the gate list's
// open visits, the yard tile of a trailer with an open visit, the dashboard's detention card.
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaidIcon from '@mui/icons-material/Paid';
import { Box, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDwell } from '../../yard/dwell';
import { clockText, formatMoney, gateClock, type GateClock, type VisitTerms } from './gateClock';

/** Minutes as the yard writes them, in the active language ("3 h 20 m", "3 h 20 min"). */
export function useDuration() {
  const translate = useTranslate();
  return useCallback(
    (minutes: number) => formatDwell(minutes, { d: translate('yard.units.d'), h: translate('yard.units.h'), m: translate('yard.units.m') }),
    [translate],
  );
}

/** An amount of money in the active language. */
export function useMoney() {
  const [locale] = useLocaleState();
  return useCallback((amount: number) => formatMoney(amount, locale), [locale]);
}

/** A visit's clock as words: "Free time: 1 h 20 m left", "Detention: 45 m · $37.50". */
export function useClockWords() {
  const translate = useTranslate();
  const duration = useDuration();
  const money = useMoney();
  return useCallback((clock: GateClock) => clockText(clock, { translate, duration, money }), [translate, duration, money]);
}

/** What the yard read says of an asset's open visit (GET /Yard/{siteId}: `visit`). */
export interface OpenVisit extends VisitTerms {
  carrierName: string | null;
}

const LEVEL_COLOUR = { ok: 'success', amber: 'warning', red: 'error' } as const;

/**
 * A yard tile's line for a trailer with an open visit: its carrier, then the free time left or the
 * detention accruing, in the threshold colours (the icon) and in words, bold once in detention. The
 * text keeps the tile's own colour: red text on a tile already tinted by its dwell's level read at
 * 4.47:1 in the light theme and 3.32:1 in the dark (axe: serious), under the 4.5:1 body text needs.
 */
export const VisitClock = ({ visit, now }: { visit: OpenVisit; now: number }) => {
  const words = useClockWords();
  const clock = gateClock(visit, now);
  const colour = LEVEL_COLOUR[clock.level];
  const Icon = clock.phase === 'detention' ? PaidIcon : clock.level === 'amber' ? HourglassBottomIcon : HourglassTopIcon;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0, '& svg': { fontSize: 16, flex: 'none', mt: '2px' } }}
      data-testid="yard-visit"
      data-phase={clock.phase}
      data-level={clock.level}
    >
      <Icon color={colour} />
      <Typography variant="body2" component="span" sx={clock.phase === 'detention' ? { fontWeight: 600 } : undefined}>
        {visit.carrierName ? `${visit.carrierName} · ` : ''}
        {words(clock)}
      </Typography>
    </Box>
  );
};
