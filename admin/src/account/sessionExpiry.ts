// What a 401 does (operations §4, §8): a logged-in user loses the session and sees the
// session-expired dialog; anyone else is simply sent to login. SessionWatcher does the navigation.
import { createStore } from '../util/createStore';
import { showSessionExpired } from '../dialogs/systemDialogs';
import { endSession } from './endSession';
import { hasSession } from './session';

/** Bumped each time the app must go to the login screen; watched by SessionWatcher. */
export const loginRequests = createStore(0);

export function handleUnauthorized() {
  const wasLoggedIn = hasSession();
  endSession();
  if (wasLoggedIn) showSessionExpired();
  loginRequests.set((n) => n + 1);
}
