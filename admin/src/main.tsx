// The page's first script, kept small: it sends the first reads of a reload at once
// (api/earlyCalls.ts), then loads the app (start.tsx), whose code is most of the download.
import { startEarlyCalls } from './api/earlyCalls';

startEarlyCalls();
void import('./start');
