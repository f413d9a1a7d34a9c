// The order of a driver's list (issue 29 §14), as the server reads it (POST /Missions/Drivers,
// server/entities/mission/reads.ts): the mission he is working first, then the open ones by the
// board's priority, then the completed ones, the latest first. Kept on the screen as well: after
// his own move the list is not read again (its mission alone is), and a move waiting for the
// network shows as it will be — an activated mission goes to the top at once.
import { isActiveStage, MissionStage } from '../shared/stages';
import type { MissionRow } from './stageButtons';

type Listed = Pick<MissionRow, 'id' | 'missionStage' | 'priority' | 'completeDate'>;

const partOf = (m: Listed) => (isActiveStage(m.missionStage) ? 0 : m.missionStage === MissionStage.Complete ? 2 : 1);

/** When it was completed; one completed just now, not yet read back, is the latest. */
const doneAt = (m: Listed) => (m.completeDate ? Date.parse(m.completeDate) : Number.MAX_SAFE_INTEGER);

export function byDriverListOrder(a: Listed, b: Listed): number {
  const part = partOf(a) - partOf(b);
  if (part) return part;
  const within = partOf(a) === 2 ? doneAt(b) - doneAt(a) : (b.priority ?? 0) - (a.priority ?? 0);
  return within || b.id - a.id;
}
