// Priority moves of the dispatcher board (operations §4): the board lists missions highest
// priority first, and a move hands out the priorities the moved missions already hold — two
// swapped by an arrow, or those of every row a drag shifts, in their new order. The server takes
// only such a permutation (POST /Mission/Priority), so priorities stay unique and complete.

export interface Ranked {
  id: number;
  priority: number;
}

export type PriorityMove = Ranked[];

/** The board's ranking order, which moves need: priority, highest first. */
export const PRIORITY_SORT = { field: 'priority', order: 'DESC' } as const;

/** Whether a list sort is the ranking order. */
export const isRanked = (sort: { field: string; order: string }) =>
  sort.field === PRIORITY_SORT.field && sort.order === PRIORITY_SORT.order;

/** An arrow: the row and its neighbour in the priority-descending order take each other's priority. */
export const swapMove = (row: Ranked, neighbour: Ranked): PriorityMove => [
  { id: row.id, priority: neighbour.priority },
  { id: neighbour.id, priority: row.priority },
];

/** The ids of `rows` after the row at `from` is dropped at `to`. */
export function reordered<T>(rows: T[], from: number, to: number): T[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * A drag in a list sorted by priority, descending: the rows from `from` to `to` keep the set of
 * priorities they hold, handed out again from the top in their new order. Empty when nothing moves.
 */
export function dragMove(rows: Ranked[], from: number, to: number): PriorityMove {
  if (from === to) return [];
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const values = rows
    .slice(lo, hi + 1)
    .map((r) => r.priority)
    .sort((a, b) => b - a);
  return reordered(rows, from, to)
    .slice(lo, hi + 1)
    .map((r, i) => ({ id: r.id, priority: values[i] }));
}
