import { extraStartPages, menus, type MenuEntry } from '../layout/menus';
import { screenFor } from '../routing/screenRegistry';

/** The start pages a user type may choose: its menu (plus Home for SiteAdmin), live screens only. */
export const startPagesFor = (userType: number): MenuEntry[] =>
  [...(extraStartPages[userType] ?? []), ...(menus[userType] ?? [])].filter((entry) => screenFor(entry.screen));
