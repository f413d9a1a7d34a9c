// The session ends in this browser the same way from either door, a logout (authProvider.ts) or a
// 401 (sessionExpiry.ts): what the driver's app kept of the user's reads for a bad signal goes with
// it (offline/readCopies.ts), and the browser's push subscription (push/pushDevice.ts), then the
// stored values and the user in memory.
import { forgetCopies } from '../offline/readCopies';
import { dropPush } from '../push/pushBrowser';
import { currentUser } from './currentUser';
import { clearSession, readSession } from './session';

export function endSession() {
  forgetCopies(readSession().userId);
  dropPush(readSession().userId);
  clearSession();
  currentUser.set(null);
}
