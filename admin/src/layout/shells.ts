// The four shells of operations §2: maintenance and site show the product title; the dispatcher
// and driver shells show their own title with the user's display name on wide screens.
import { UserType } from '../../../schemas/enums';
import { menus, type MenuEntry } from './menus';

export interface Shell {
  titleKey: string;
  showsDisplayName: boolean;
  menu: MenuEntry[];
}

const productShell = (menu: MenuEntry[] = []): Shell => ({ titleKey: 'app.title', showsDisplayName: false, menu });

const shells: Record<number, Shell> = {
  [UserType.SysAdmin]: productShell(menus[UserType.SysAdmin]),
  [UserType.SiteAdmin]: productShell(menus[UserType.SiteAdmin]),
  [UserType.DispatchManager]: { titleKey: 'shell.dispatch_title', showsDisplayName: true, menu: menus[UserType.DispatchManager] },
  [UserType.Driver]: { titleKey: 'shell.driver_title', showsDisplayName: true, menu: menus[UserType.Driver] },
};

/** The shell of a user type; other types (and no user yet) get the plain product shell. */
export const shellFor = (userType: number | undefined) => (userType !== undefined && shells[userType]) || productShell();
