// Priority moves on the board (operations §4): an arrow swaps the selected mission with its
// neighbour in the priority-descending order — on the next or previous page when it stands at a
// page's edge — and a drag hands the dragged rows' priorities out again in their new order, both
// in one POST /Mission/Priority. A refused or stale move says 'Failed to change Mission Priority'
// and the board reloads what the server holds. Moves need the board in its priority order.
import { useState } from 'react';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { fleet } from '../../../api/fleet';
import type { FilteredMeta } from '../../../engine/dataProvider';
import { claimOwnChange } from '../../../engine/live/ownChanges';
import { useToast } from '../../../ui/useToast';
import { dragMove, isRanked, reordered, swapMove, type PriorityMove, type Ranked } from './priority';

const rank = (r: RaRecord): Ranked => ({ id: Number(r.id), priority: Number(r.priority ?? 0) });

export function usePriorityMoves(meta: FilteredMeta, reload: () => Promise<unknown>) {
  const { data, page, perPage, total, sort, setPage, isPlaceholderData } = useListContext();
  const dataProvider = useDataProvider();
  const toast = useToast();
  /** The order a drag or an arrow made, shown until the board has reloaded. */
  const [order, setOrder] = useState<RaRecord[] | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = data ?? [];
  // the rows of the sort before stay on screen until the new ones come: no move from them
  const ranked = isRanked(sort) && !isPlaceholderData;
  const offsetOf = (id: number) => {
    const index = rows.findIndex((r) => r.id === id);
    return index < 0 ? -1 : (page - 1) * perPage + index;
  };

  const save = async (moves: PriorityMove) => {
    setBusy(true);
    // the board reads itself again below: the live event of this move need not (ownChanges.ts)
    const release = claimOwnChange(
      'mission',
      moves.map((m) => m.id),
    );
    try {
      await fleet.post('/Mission/Priority', { missionPriorities: moves }, { quiet: true });
    } catch (error) {
      release();
      console.error('Failed to change Mission Priority', error);
      toast.bottom('missions.board_priority_failed', 'error');
    } finally {
      await reload();
      setOrder(null);
      setBusy(false);
    }
  };

  /** The row at `offset` of the whole board: on this page, or read on its own. */
  const rowAt = async (offset: number): Promise<RaRecord | undefined> => {
    const index = offset - (page - 1) * perPage;
    if (index >= 0 && index < rows.length) return rows[index];
    const { data: one } = await dataProvider.getList('missions', { pagination: { page: offset + 1, perPage: 1 }, sort, filter: {}, meta });
    return one[0];
  };

  /** Whether the mission can go one place up (-1) or down (+1): not past the ends of the board. */
  const canMove = (id: number | null, step: -1 | 1) => {
    if (!ranked || busy || id === null) return false;
    const offset = offsetOf(id);
    return offset >= 0 && offset + step >= 0 && offset + step < (total ?? 0);
  };

  const move = async (id: number, step: -1 | 1) => {
    if (!canMove(id, step)) return;
    const to = offsetOf(id) + step;
    const neighbour = await rowAt(to).catch(() => undefined);
    if (!neighbour) return void reload();
    // both on this page: the rows trade places at once, as a drag's do, until the board reloads
    const from = rows.findIndex((r) => r.id === id);
    if (rows.some((r) => r.id === neighbour.id)) setOrder(reordered(rows, from, from + step));
    await save(swapMove(rank(rows[from]), rank(neighbour)));
    // the mission stays in view when it crosses a page's edge
    const onPage = Math.floor(to / perPage) + 1;
    if (onPage !== page) setPage(onPage);
  };

  const drop = (from: number, to: number) => {
    const moves = ranked ? dragMove(rows.map(rank), from, to) : [];
    if (!moves.length) return;
    setOrder(reordered(rows, from, to));
    void save(moves);
  };

  return { rows: order ?? rows, ranked, busy, canMove, move, drop };
}
