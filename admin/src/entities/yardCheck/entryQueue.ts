// The yard check's entries a checker made without a signal (issue 33), as logic over a store and
// a transport so it can be tested without a browser (entrySync.ts gives it IndexedDB and the API).
// Entries are sent one at a time in the order they were made. Each carries the key the phone gave
// it, and the server takes an entry whose key it already has as saved: a send whose answer was
// lost is simply sent again, and nothing is ever entered twice.
import { groupBy } from '../../../../schemas/groupBy';
import type { YardCheckRows } from '../../../../schemas/types.generated';
import { replaces } from '../../../../schemas/yardCheckRules';
import type { FlushStop } from '../../offline/flushLoop';
import { statusOf, tryAgainLater } from '../../offline/retry';

export type Spot = YardCheckRows['spots'][number];
export type SpotEntry = Spot['entries'][number] & { pending?: boolean };
/** A spot as the walk shows it: its entries with the queued ones among them. */
export type ShownSpot = Omit<Spot, 'entries'> & { entries: SpotEntry[] };

/** The body of POST /YardCheck/{id}/Entry as the phone sends it: always with its key. */
export interface EntryBody {
  locationId: number;
  unitId?: string;
  empty?: true;
  entryKey: string;
}

export interface QueuedEntry {
  /** The store's key: the order the entries were made in. */
  seq?: number;
  userId: number;
  checkId: number;
  body: EntryBody;
  /** When it was made (ms). */
  madeAt: number;
  /** Who made it, shown on the spot until the server's answer says so. */
  login: string;
}

export interface EntryStore {
  /** The user's entries, oldest first. */
  list(userId: number): Promise<QueuedEntry[]>;
  add(entry: QueuedEntry): Promise<QueuedEntry>;
  remove(seq: number): Promise<void>;
}

export interface EntryTransport {
  /** POST /YardCheck/{id}/Entry; throws { status } on a refusal, status 0 without an answer. Answers the spot's rows. */
  send(checkId: number, body: EntryBody): Promise<YardCheckRows>;
}

export type EntryOutcome = { kind: 'saved'; rows: YardCheckRows } | { kind: 'refused'; error: unknown };

/** Sends the user's queued entries in order until one cannot go now; one refused for good is dropped and told. */
export async function flushEntries(
  userId: number,
  store: EntryStore,
  transport: EntryTransport,
  settled: (entry: QueuedEntry, outcome: EntryOutcome) => void,
): Promise<FlushStop> {
  for (const entry of await store.list(userId)) {
    let rows: YardCheckRows;
    try {
      rows = await transport.send(entry.checkId, entry.body);
    } catch (err) {
      if (statusOf(err) === 401) return 'unauthorized';
      if (tryAgainLater(err)) return 'offline';
      await store.remove(entry.seq!);
      settled(entry, { kind: 'refused', error: err });
      continue;
    }
    await store.remove(entry.seq!);
    settled(entry, { kind: 'saved', rows });
  }
  return 'done';
}

/** The spots as they will be once the check's waiting entries are saved (each marked pending), by the server's own rule. */
export function withPendingEntries(spots: Spot[], pending: QueuedEntry[]): ShownSpot[] {
  if (!pending.length) return spots;
  let all = spots.flatMap((s) => s.entries.map((e): SpotEntry & { locationId: number } => ({ ...e, locationId: s.locationId })));
  for (const q of pending) {
    const next = { locationId: q.body.locationId, unitId: q.body.unitId ?? null, isEmpty: q.body.empty === true };
    all = all.filter((e) => !replaces(next, e));
    all.push({
      ...next,
      id: -(q.seq ?? q.madeAt),
      assetId: null,
      enteredUser: q.login,
      enteredDate: new Date(q.madeAt).toISOString(),
      pending: true,
    });
  }
  const at = groupBy(all, (e) => e.locationId);
  return spots.map((s) => ({ ...s, entries: (at.get(s.locationId) ?? []).map(({ locationId: _, ...e }) => e) }));
}

/** A spot's state for the checker: not yet checked, confirmed as recorded, or different. */
export type SpotState = 'unchecked' | 'confirmed' | 'different';

export function spotState(spot: Pick<Spot, 'expected' | 'entries'>): SpotState {
  if (!spot.entries.length) return 'unchecked';
  const found = spot.entries.filter((e) => !e.isEmpty).map((e) => e.unitId);
  const expected = spot.expected.map((x) => x.unitId);
  const same = found.length === expected.length && expected.every((u) => found.includes(u));
  return same ? 'confirmed' : 'different';
}
