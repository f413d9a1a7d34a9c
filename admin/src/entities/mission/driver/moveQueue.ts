// The stage moves a driver made without a network (issue 13 §5), as logic over a store and a
// transport so it can be tested without a browser (moveSync.ts gives it IndexedDB and the API).
// Moves are sent one at a time in the order they were made. Nothing is ever sent twice: a send
// whose answer was lost (it may have reached the server) is marked uncertain, and before it is
// tried again the mission is read — the move was saved when the mission's last stage row is that
// stage by this driver; it is still to send only when the mission is untouched since it was seen
// (same stage, same version); anything else means the mission moved on, which is the 'Mission
// Stage Mismatch' (the server's compare-and-set refuses a stale move the same way).
import { UserType } from '../../../../../schemas/enums';
import type { StageMove } from '../shared/sendStage';
import type { FlushStop } from '../../../offline/flushLoop';
import { mayHaveArrived, statusOf, tryAgainLater } from '../../../offline/retry';
import { moveOf, STAGE_MOVES, takesOn, type Move } from '../shared/stages';

export interface QueuedMove {
  /** The store's key: the order the moves were made in. */
  seq?: number;
  userId: number;
  move: StageMove;
  /**
   * The mission's version (updateDate) the move was made on; null for a move made on top of
   * another queued move of the same mission, filled once that one is saved.
   */
  seenVersion: string | null;
  /** A send whose answer never came: the server may have saved it. */
  uncertain: boolean;
  /** When it was made (ms), for the pending mark of a waiting mission. */
  madeAt: number;
}

export interface MoveStore {
  /** The user's moves, oldest first. */
  list(userId: number): Promise<QueuedMove[]>;
  add(entry: QueuedMove): Promise<QueuedMove>;
  put(entry: QueuedMove): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** The mission as GET /Mission/{id} answers it (null: deleted). */
export interface MissionNow {
  id: number;
  missionStage: number | null;
  updateDate: string | null;
  stages: { missionStage: number | null; createUser: string | null }[];
}

export interface MoveTransport {
  /** POST /MissionStage; throws { status, code } on a refusal, status 0 without an answer. */
  send(move: StageMove): Promise<void>;
  read(id: number): Promise<MissionNow | null>;
}

export interface Refusal {
  status: number;
  code?: string;
}

/** How a queued move ended, for the screen: its mission as read after a save, or the refusal. */
export type MoveOutcome = { kind: 'saved'; mission: MissionNow | null } | { kind: 'mismatch' } | { kind: 'refused'; error: unknown };

const isMismatch = (err: unknown) => statusOf(err) === 409 && (err as Refusal).code === 'stage_mismatch';

/** Where a move whose answer was lost stands, from the mission as it is now. */
export function judge(entry: QueuedMove, now: MissionNow | null, login: string): 'saved' | 'unsent' | 'moved' {
  if (!now) return 'moved';
  const last = now.stages.at(-1);
  if (now.missionStage === entry.move.missionStage && last?.missionStage === entry.move.missionStage && last.createUser === login)
    return 'saved';
  const untouched = entry.seenVersion === null || now.updateDate === entry.seenVersion;
  return now.missionStage === entry.move.currentMissionStage && untouched ? 'unsent' : 'moved';
}

/**
 * Sends the user's queued moves in order until one cannot go now. A move refused for good (a
 * mismatch, a rule) takes the later moves of its mission with it: they were made on top of it.
 */
export async function flushMoves(
  userId: number,
  login: string,
  store: MoveStore,
  transport: MoveTransport,
  settled: (entry: QueuedMove, outcome: MoveOutcome) => void,
): Promise<FlushStop> {
  const dropped = new Set<number>();
  const entries = await store.list(userId);
  for (const [index, entry] of entries.entries()) {
    const id = entry.move.id;
    if (dropped.has(id)) {
      await store.remove(entry.seq!);
      continue;
    }
    const drop = async (outcome: MoveOutcome) => {
      dropped.add(id);
      await store.remove(entry.seq!);
      settled(entry, outcome);
    };
    if (entry.uncertain) {
      let now: MissionNow | null;
      try {
        now = await transport.read(id);
      } catch (err) {
        if (statusOf(err) === 401) return 'unauthorized';
        return 'offline';
      }
      const verdict = judge(entry, now, login);
      if (verdict === 'moved') {
        await drop({ kind: 'mismatch' });
        continue;
      }
      if (verdict === 'saved') {
        await saved(entry, now, entries.slice(index + 1), store, settled);
        continue;
      }
    }
    try {
      await transport.send(entry.move);
    } catch (err) {
      if (statusOf(err) === 401) return 'unauthorized';
      if (tryAgainLater(err)) {
        if (mayHaveArrived(err) && !entry.uncertain) await store.put({ ...entry, uncertain: true });
        return 'offline';
      }
      await drop(isMismatch(err) ? { kind: 'mismatch' } : { kind: 'refused', error: err });
      continue;
    }
    const now = await transport.read(id).catch(() => null);
    await saved(entry, now, entries.slice(index + 1), store, settled);
  }
  return 'done';
}

/** A saved move leaves the queue; the next move of its mission now knows the version it builds on. */
async function saved(
  entry: QueuedMove,
  now: MissionNow | null,
  later: QueuedMove[],
  store: MoveStore,
  settled: (e: QueuedMove, o: MoveOutcome) => void,
) {
  await store.remove(entry.seq!);
  const next = later.find((e) => e.move.id === entry.move.id);
  if (next && next.seenVersion === null && now && now.missionStage === next.move.currentMissionStage) {
    next.seenVersion = now.updateDate;
    await store.put(next);
  }
  settled(entry, { kind: 'saved', mission: now });
}

/** The fields of a listed mission a waiting move changes, as the server will set them. */
export interface ListedMission {
  id: number;
  missionStage?: number | null;
  stageDate?: string | null;
  activeDriverId?: number | null;
  computedDriverId?: number | null;
}

/**
 * The list as it will be once the waiting moves are saved, so the driver sees his move (marked
 * pending) and its buttons: a move that takes the mission on (Activate, Transfer: the table of
 * stage moves says which) makes him the operator, every move dates the stage.
 */
export function withPending<T extends ListedMission>(
  rows: T[],
  pending: QueuedMove[],
  userId: number,
  moves: readonly Move[] = STAGE_MOVES,
): T[] {
  if (!pending.length) return rows;
  const takesHimOn = ({ currentMissionStage, missionStage }: StageMove) => {
    const move = moveOf(currentMissionStage, missionStage, UserType.Driver, moves);
    return move !== undefined && takesOn(move);
  };
  return rows.map((row) =>
    pending
      .filter((e) => e.move.id === row.id)
      .reduce<T>(
        (m, e) => ({
          ...m,
          missionStage: e.move.missionStage,
          stageDate: new Date(e.madeAt).toISOString(),
          ...(takesHimOn(e.move) ? { activeDriverId: userId, computedDriverId: userId } : {}),
        }),
        row,
      ),
  );
}
