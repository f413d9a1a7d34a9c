// The mission cards follow the live updates: a mission's change (a stage move, a new or deleted
// mission, on any instance) reads the figures again, once per burst of changes, so the
// dispatcher's cards above the board move with it. The minute's refresh stays as the fallback.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../engine/live/useLiveEvent';
import type { Card } from './useFigure';

const MISSION_CARDS: Card[] = ['MovesPerDay', 'Waits', 'MissionStages', 'DriverMoves'];
/** A burst of stage moves is read once, this long after its last change. */
const SETTLE_MS = 2000;

export function useLiveFigures() {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('mission', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'dashboard' && MISSION_CARDS.includes(q.queryKey[1] as Card) }),
      SETTLE_MS,
    );
  });
}
