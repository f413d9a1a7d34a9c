// The last answer of each read the driver's app made, kept per user in IndexedDB, and handed back
// when the network fails (issue 13 §5): after a reload with no signal the shell finds the user,
// the schemas, the lookups and the mission list as they were last loaded, instead of the
// 'Internet Connection Required' dialog and a logout. Only a Driver's session keeps copies (the
// driver app is the one made for a bad signal; desktops stay as they were), and a logout or an
// expired session forgets them.
import { UserType } from '../../../schemas/enums';
import { readSession } from '../account/session';
import { hasIndexedDb, run } from './idb';

interface ReadCopy {
  /** `${userId} ${request}`: one user's copy never answers another's read. */
  key: string;
  userId: number;
  /** When the answer arrived (ms): what "last updated" says. */
  at: number;
  data: unknown;
}

/** The user whose reads are kept: a Driver with a session, else nobody. */
function keeper(): number | null {
  const { userId, userType, accessToken } = readSession();
  return userType === UserType.Driver && userId !== null && accessToken !== null ? userId : null;
}

/** At most this many answers per user (the driver's screens make a few dozen distinct reads). */
const MAX_PER_USER = 200;
/** Checked every this many keeps, not on each. */
const PRUNE_EVERY = 25;
let keeps = 0;

const quietly = (what: string) => (err: unknown) => console.warn(`Offline copy: ${what} failed`, err);

/** What names a read: 'GET /api/Fleet/Schemas', 'POST /api/Fleet/Missions/Drivers [12]'. */
export const requestKey = (method: string, url: string, body?: unknown) =>
  body === undefined ? `${method} ${url}` : `${method} ${url} ${JSON.stringify(body)}`;

/** Where the last answer of each read came from in this page: the network or a copy, and its time. */
const answers = new Map<string, { at: number; copy: boolean }>();

/** When the last answer of `request` was the server's (`copy` false), or of the copy that stood in for it. */
export const lastAnswerOf = (request: string) => answers.get(request);

/** Keeps `data` as the last answer of `request` for the driver logged in. */
export function keepCopy(request: string, data: unknown): void {
  const userId = keeper();
  if (userId === null) return;
  answers.set(request, { at: Date.now(), copy: false });
  if (!hasIndexedDb()) return;
  const copy: ReadCopy = { key: `${userId} ${request}`, userId, at: Date.now(), data };
  run('reads', 'readwrite', (s) => s.put(copy))
    .then(() => (++keeps % PRUNE_EVERY === 0 ? prune(userId) : undefined))
    .catch(quietly('keeping a read'));
}

/** The last answer of `request` for the driver logged in, with when it came; null when none was kept. */
export async function copyOf<T>(request: string): Promise<{ data: T; at: number } | null> {
  const userId = keeper();
  if (userId === null || !hasIndexedDb()) return null;
  try {
    const copy = await run<ReadCopy | undefined>('reads', 'readonly', (s) => s.get(`${userId} ${request}`));
    if (!copy) return null;
    answers.set(request, { at: copy.at, copy: true });
    return { data: copy.data as T, at: copy.at };
  } catch (err) {
    quietly('reading a copy')(err);
    return null;
  }
}

async function prune(userId: number) {
  const all = await run<ReadCopy[]>('reads', 'readonly', (s) => s.index('userId').getAll(userId));
  const old = all.sort((a, b) => b.at - a.at).slice(MAX_PER_USER);
  await Promise.all(old.map((c) => run('reads', 'readwrite', (s) => s.delete(c.key))));
}

/** Forgets every copy of the user (logout, an ended session): nothing of his stays on a shared phone. */
export function forgetCopies(userId: number | null): void {
  if (userId === null || !hasIndexedDb()) return;
  run('reads', 'readwrite', (s) => s.delete(IDBKeyRange.bound(`${userId} `, `${userId} \uffff`))).catch(quietly('forgetting reads'));
}
