import { fleet, FleetError } from '../api/fleet';
import type { User } from '../api/types';
import { currentUser } from './currentUser';
import { readSession } from './session';

let pending: { userId: number; promise: Promise<User> } | null = null;
/** GET /User/{id} started as the page started (startUserLoad), for the first load of this page. */
let early: { userId: number; promise: Promise<User>; at: number } | null = null;
/** An early answer older than this is not taken: a forced load asks again. */
const EARLY_FOR_MS = 10_000;

/**
 * Starts GET /User/{id} of the stored session as the page starts (bootLoads.ts), so that the
 * reload's refresh route finds it on its way. It sets no current user: the guards still see a
 * reload and send it through the refresh route (operations §4), which then takes this answer.
 */
export function startUserLoad(): Promise<User> | null {
  const { userId } = readSession();
  if (userId === null) return null;
  const promise = fleet.get<User>(`/User/${userId}`);
  early = { userId, promise, at: Date.now() };
  return promise;
}

/** The early load of `userId`, once. */
function takeEarly(userId: number) {
  const found = early?.userId === userId && Date.now() - early.at < EARLY_FOR_MS ? early.promise : null;
  early = null;
  return found;
}

/** The stored user, from memory when already loaded, else from GET /User/{id} (one call at a time). */
export async function loadCurrentUser(force = false): Promise<User> {
  const { userId } = readSession();
  if (userId === null) throw new FleetError(401, 'unauthorized', 'No stored session');
  const loaded = currentUser.get();
  if (!force && loaded?.id === userId) return loaded;
  if (pending?.userId !== userId) {
    const request = takeEarly(userId) ?? fleet.get<User>(`/User/${userId}`);
    const settle = () => {
      if (pending?.promise === request) pending = null;
    };
    request.then(settle, settle);
    pending = { userId, promise: request };
  }
  const user = await pending.promise;
  // the session may have ended (or changed hands) while the call was on its way
  if (readSession().userId === user.id) currentUser.set(user);
  return user;
}
