// The mission cards follow the live updates: a mission's change (a stage move, a new or deleted
// mission, on any instance) reads the figures again, once per burst of changes, so the
// dispatcher's cards above the board move with it; a gate visit's (a check-in or check-out) reads
// the detention card again, an appointment's the dock cards. The minute's refresh stays as the fallback.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../engine/live/useLiveEvent';
import type { Card } from './useFigure';

const MISSION_CARDS: Card[] = ['MovesPerDay', 'Waits', 'MissionStages', 'DriverMoves'];
const GATE_CARDS: Card[] = ['Detention'];
const APPOINTMENT_CARDS: Card[] = ['Arrivals', 'DoorUse'];
/** A burst of stage moves is read once, this long after its last change. */
const SETTLE_MS = 2000;

export function useLiveFigures() {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** The cards to read again when the burst settles. */
  const stale = useRef(new Set<Card>());
  const settle = (cards: Card[]) => {
    cards.forEach((c) => stale.current.add(c));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const read = new Set(stale.current);
      stale.current.clear();
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'dashboard' && read.has(q.queryKey[1] as Card) });
    }, SETTLE_MS);
  };
  useLiveEvent('mission', () => settle(MISSION_CARDS));
  // a check-in or check-out changes the trailers whose detention accrues (issue 32)
  useLiveEvent('gateVisit', () => settle(GATE_CARDS));
  // a booking, an arrival or a No-Show changes the dock's figures (issue 33)
  useLiveEvent('appointment', () => settle(APPOINTMENT_CARDS));
}
