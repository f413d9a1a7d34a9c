// The yard check's queued entries in the browser (issue 33): kept in IndexedDB so a reload or a
// closed app keeps them, sent by entryQueue.ts in order when the network allows (offline/
// flushLoop.ts: at once, on the 'online' event and on a growing timer while it stays away). The
// screen watches `pendingEntries` and hears how each ended through `onEntrySettled`.
import { fleet } from '../../api/fleet';
import { currentUser } from '../../account/currentUser';
import { readSession } from '../../account/session';
import { makeFlushLoop } from '../../offline/flushLoop';
import { hasIndexedDb, run } from '../../offline/idb';
import { createStore } from '../../util/createStore';
import type { YardCheckRows } from '../../../../schemas/types.generated';
import { flushEntries, type EntryBody, type EntryOutcome, type EntryStore, type EntryTransport, type QueuedEntry } from './entryQueue';

const idbEntries: EntryStore = {
  // the store's key is the order the entries were made in, so getAll reads them oldest first
  list: async (userId) => (await run<QueuedEntry[]>('yardEntries', 'readonly', (s) => s.getAll())).filter((e) => e.userId === userId),
  add: async (entry) => ({ ...entry, seq: Number(await run('yardEntries', 'readwrite', (s) => s.add(entry))) }),
  remove: async (seq) => {
    await run('yardEntries', 'readwrite', (s) => s.delete(seq));
  },
};

const api: EntryTransport = {
  send: (checkId, body) => fleet.post<YardCheckRows>(`/YardCheck/${checkId}/Entry`, body, { quiet: true, keep: false }),
};

/** The logged-in user's entries waiting to be sent, oldest first. */
export const pendingEntries = createStore<QueuedEntry[]>([]);

const listeners = new Set<(entry: QueuedEntry, outcome: EntryOutcome) => void>();

export function onEntrySettled(listener: (entry: QueuedEntry, outcome: EntryOutcome) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const settled = (entry: QueuedEntry, outcome: EntryOutcome) => listeners.forEach((listener) => listener(entry, outcome));

async function refreshPending() {
  const { userId } = readSession();
  pendingEntries.set(userId === null ? [] : await idbEntries.list(userId).catch(() => []));
}

async function flush() {
  const user = currentUser.get();
  const { userId } = readSession();
  if (!user || user.id !== userId) return undefined;
  const stop = await flushEntries(user.id, idbEntries, api, settled);
  await refreshPending();
  return stop;
}

const loop = makeFlushLoop('yardmaster-yard-entries', flush, 'yard check entries');

/** A key no other entry has: the server takes a second send of it as the same entry. */
export const newEntryKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Keeps an entry and sends it when the network allows. Where the browser keeps nothing (IndexedDB
 * refused, as some private modes do) it is sent at once, and its outcome told the same way.
 */
export async function queueEntry(checkId: number, body: Omit<EntryBody, 'entryKey'>): Promise<void> {
  const user = currentUser.get();
  if (!user) return;
  const entry: QueuedEntry = {
    userId: user.id,
    checkId,
    body: { ...body, entryKey: newEntryKey() },
    madeAt: Date.now(),
    login: user.loginName,
  };
  const sendNow = () =>
    api
      .send(checkId, entry.body)
      .then((rows) => settled(entry, { kind: 'saved', rows }))
      .catch((error: unknown) => settled(entry, { kind: 'refused', error }));
  const kept = hasIndexedDb() ? await idbEntries.add(entry).catch(() => undefined) : undefined;
  if (!kept) return sendNow();
  await refreshPending();
  void loop.sync();
}

/** The check's screen opens: the queue as stored, a flush, and one at each reconnection. */
export function startEntrySync() {
  if (!hasIndexedDb()) return;
  void refreshPending().then(loop.start);
}

/** Sends what is queued now (before a close, which must see every entry). */
export const syncEntries = () => loop.sync();
