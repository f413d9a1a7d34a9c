// The page's first script, kept small: it sends the first reads of a reload at once
// (api/earlyCalls.ts), then loads the app (start.tsx), whose code is most of the download.
import { startEarlyCalls } from './api/earlyCalls';

startEarlyCalls();
void import('./start');

// The browser's date library (ICU) starts on its first use in a page, and the board's first date in
// the user's zone paid for it as its rows rendered: about 20 ms of the page's one thread. Paid here
// instead, while the thread waits for the app's code.
new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' }).format(0);
