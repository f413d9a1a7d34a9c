// What a key does to a focused block of the door schedule: arrows up and down move it by 15
// minutes, left and right to the neighbouring door; Shift with up or down shortens or lengthens it
// (never under 15 minutes); Enter opens it; Delete (or Backspace, a Mac's) cancels it. A move that
// would leave the day or the doors is 'stay': the key is used, nothing moves.
import { resized, shifted, SLOT_MS } from './scheduleTime';
import type { Placement } from './useBlockDrag';

export type BlockAct = { act: 'move'; to: Placement } | { act: 'open' } | { act: 'cancel' } | { act: 'stay' } | null;

interface Where {
  doorIds: number[];
  /** The day's first instant (ms) and its end. */
  dayStart: number;
  dayEnd: number;
}

export function blockKey(key: string, shift: boolean, at: Placement, { doorIds, dayStart, dayEnd }: Where): BlockAct {
  const column = doorIds.indexOf(at.doorId);
  const [from, to] = [Date.parse(at.startDate), Date.parse(at.endDate)];
  const within = (p: Placement): BlockAct =>
    Date.parse(p.startDate) >= dayStart && Date.parse(p.endDate) <= dayEnd ? { act: 'move', to: p } : { act: 'stay' };
  switch (key) {
    case 'Enter':
      return { act: 'open' };
    case 'Delete':
    case 'Backspace':
      return { act: 'cancel' };
    case 'ArrowUp':
      if (shift) return to - from > SLOT_MS ? { act: 'move', to: { ...at, ...resized(at, -1) } } : { act: 'stay' };
      return within({ ...at, ...shifted(at, -1) });
    case 'ArrowDown':
      return within({ ...at, ...(shift ? resized(at, 1) : shifted(at, 1)) });
    case 'ArrowLeft':
      return column > 0 ? { act: 'move', to: { ...at, doorId: doorIds[column - 1] } } : { act: 'stay' };
    case 'ArrowRight':
      return column >= 0 && column < doorIds.length - 1 ? { act: 'move', to: { ...at, doorId: doorIds[column + 1] } } : { act: 'stay' };
    default:
      return null;
  }
}
