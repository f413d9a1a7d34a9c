import { fleet, FleetError } from '../api/fleet';
import type { User } from '../api/types';
import { currentUser } from './currentUser';
import { readSession } from './session';

/** The stored user, from memory when already loaded, else from GET /User/{id}. */
export async function loadCurrentUser(force = false): Promise<User> {
  const { userId } = readSession();
  if (userId === null) throw new FleetError(401, 'unauthorized', 'No stored session');
  const loaded = currentUser.get();
  if (!force && loaded?.id === userId) return loaded;
  const user = await fleet.get<User>(`/User/${userId}`);
  currentUser.set(user);
  return user;
}
