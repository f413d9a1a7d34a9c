import { fleet, FleetError } from '../api/fleet';
import type { User } from '../api/types';
import { currentUser } from './currentUser';
import { readSession } from './session';

let pending: { userId: number; promise: Promise<User> } | null = null;

/** The stored user, from memory when already loaded, else from GET /User/{id} (one call at a time). */
export async function loadCurrentUser(force = false): Promise<User> {
  const { userId } = readSession();
  if (userId === null) throw new FleetError(401, 'unauthorized', 'No stored session');
  const loaded = currentUser.get();
  if (!force && loaded?.id === userId) return loaded;
  if (pending?.userId !== userId) {
    const request = fleet.get<User>(`/User/${userId}`);
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
