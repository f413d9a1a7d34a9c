import { extraStartPages, menuFor, type MenuEntry } from '../../layout/menus';

/** The start pages a user type may choose: its menu (plus Home for SiteAdmin). */
export const startPagesFor = (userType: number): MenuEntry[] => [...(extraStartPages[userType] ?? []), ...menuFor(userType)];
