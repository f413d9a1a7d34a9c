// The page's first script, kept small: it sends the first reads of a reload at once
// (api/earlyCalls.ts), then loads the app (start.tsx), whose code is most of the download — or,
// when the page opens on the login, the login screen's own smaller load (account/login/loginStart.tsx).
import { startEarlyCalls } from './api/earlyCalls';
import { LOGIN_ROUTE } from './routing/paths';

const container = document.getElementById('root') as HTMLElement;
if (location.pathname === LOGIN_ROUTE) void import('./account/login/loginStart').then(({ startLogin }) => startLogin(container));
else {
  startEarlyCalls();
  void import('./start').then(({ startApp }) => startApp(container));
}

// The browser's date library (ICU) starts on its first use in a page, and the board's first date in
// the user's zone paid for it as its rows rendered: about 20 ms of the page's one thread. Paid here
// instead, while the thread waits for the app's code.
new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' }).format(0);
