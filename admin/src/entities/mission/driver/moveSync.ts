// The driver's queued stage moves in the browser (issue 13 §5): kept in IndexedDB so a reload or
// a closed app keeps them, sent by moveQueue.ts when the network comes back ('online' event), at
// start and on a growing timer while it stays away (offline/flushLoop.ts). One tab sends at a
// time (a Web Lock), so two open tabs never send one move twice. The screens watch `pendingMoves` (the pending marks, the
// stages shown) and hear how each move ended through `onMoveSettled`.
import { fleet, FleetError } from '../../../api/fleet';
import { showErrorDialog } from '../../../dialogs/systemDialogs';
import { currentUser } from '../../../account/currentUser';
import { readSession } from '../../../account/session';
import { hasIndexedDb, run } from '../../../offline/idb';
import { makeFlushLoop } from '../../../offline/flushLoop';
import { createStore } from '../../../util/createStore';
import { showMismatch, type StageMove } from '../shared/sendStage';
import { flushMoves, type MissionNow, type MoveOutcome, type MoveStore, type MoveTransport, type QueuedMove } from './moveQueue';
import { showRefusal } from './refusal';

const idbMoves: MoveStore = {
  // the store's key is the order the moves were made in, so getAll reads them oldest first
  list: async (userId) => (await run<QueuedMove[]>('moves', 'readonly', (s) => s.getAll())).filter((e) => e.userId === userId),
  add: async (entry) => ({ ...entry, seq: Number(await run('moves', 'readwrite', (s) => s.add(entry))) }),
  put: async (entry) => {
    await run('moves', 'readwrite', (s) => s.put(entry));
  },
  remove: async (seq) => {
    await run('moves', 'readwrite', (s) => s.delete(seq));
  },
};

const api: MoveTransport = {
  send: async (move) => {
    await fleet.post('/MissionStage', move, { quiet: true });
  },
  // where the mission stands on the server: never a kept copy
  read: (id) => fleet.get<MissionNow | null>(`/Mission/${id}`, { quiet: true, keep: false }),
};

/** The logged-in user's moves waiting to be sent, oldest first. */
export const pendingMoves = createStore<QueuedMove[]>([]);

const listeners = new Set<(entry: QueuedMove, outcome: MoveOutcome) => void>();

/** Hears how each queued move ended (the list puts the saved mission in place or reads it again). */
export function onMoveSettled(listener: (entry: QueuedMove, outcome: MoveOutcome) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function settled(entry: QueuedMove, outcome: MoveOutcome) {
  if (outcome.kind === 'mismatch') showMismatch();
  if (outcome.kind === 'refused') showRefusal(outcome.error);
  listeners.forEach((listener) => listener(entry, outcome));
}

async function refreshPending() {
  const { userId } = readSession();
  const waiting = userId === null ? [] : await idbMoves.list(userId).catch(() => []);
  // none before and none now is no change (a new empty list would render the driver's home again)
  pendingMoves.set((current) => (current.length === 0 && waiting.length === 0 ? current : waiting));
}

/**
 * Queues a move to send when the network allows; `uncertain` when a send of it got no answer.
 * Where the browser keeps nothing (IndexedDB refused, as some private modes do) the move cannot
 * wait: the driver sees the 'Internet Connection Required' dialog as before and tries again.
 */
export async function queueMove(move: StageMove, seenVersion: string | null, uncertain: boolean): Promise<void> {
  const { userId } = readSession();
  if (userId === null) return;
  try {
    await idbMoves.add({ userId, move, seenVersion, uncertain, madeAt: Date.now() });
  } catch (err) {
    console.warn('The stage move could not be kept for later', err);
    showErrorDialog(new FleetError(0, 'network', 'No network'));
    return;
  }
  await refreshPending();
  void syncMoves();
}

async function flush() {
  const user = currentUser.get();
  const { userId } = readSession();
  if (!user || user.id !== userId || !hasIndexedDb()) return undefined;
  const stop = await flushMoves(user.id, user.loginName, idbMoves, api, settled);
  await refreshPending();
  return stop;
}

const loop = makeFlushLoop('yardmaster-stage-moves', flush, 'stage moves');

/** Sends what is queued; a call during a flush runs one more after it (a move queued meanwhile). */
export const syncMoves = loop.sync;

/** The driver's screen opens: the user's queue as stored, a flush, and one at each reconnection. */
export function startMoveSync() {
  if (!hasIndexedDb()) return;
  void refreshPending().then(loop.start);
}
