import { describe, expect, it } from 'vitest';
import { MissionStage as S } from '../shared/stages';
import { byDriverListOrder } from './listOrder';

const m = (id: number, missionStage: number, priority: number, completeDate: string | null = null) => ({
  id,
  missionStage,
  priority,
  completeDate,
});

describe("a driver's list order", () => {
  it('when missions are worked, open and completed, then the worked ones come first, the open ones by priority, the completed ones last, the latest first', () => {
    const rows = [
      m(1, S.Complete, 90, '2026-11-28T08:00:00Z'),
      m(2, S.Dispatched, 20),
      m(3, S.Complete, 95, '2026-11-28T09:00:00Z'),
      m(4, S.Wait, 5),
      m(5, S.Deactivate, 40),
      m(6, S.Complete, 10, null), // completed offline, not yet read back
      m(7, S.Activate, 1),
    ];
    expect([...rows].sort(byDriverListOrder).map((r) => r.id)).toEqual([4, 7, 5, 2, 6, 3, 1]);
  });
});
