// The four shells of operations §2: maintenance and site show the product title; the dispatcher
// and driver shells show their own title with the user's display name on wide screens.
import { UserType } from '../../../schemas/enums';
import { menuFor, type MenuEntry } from './menus';

export interface Shell {
  titleKey: string;
  showsDisplayName: boolean;
  menu: MenuEntry[];
}

const titles: Record<number, Omit<Shell, 'menu'>> = {
  [UserType.DispatchManager]: { titleKey: 'shell.dispatch_title', showsDisplayName: true },
  [UserType.Driver]: { titleKey: 'shell.driver_title', showsDisplayName: true },
};

/** The shell of a user type; other types (and no user yet) get the plain product shell. */
export const shellFor = (userType: number | undefined): Shell => ({
  ...((userType !== undefined && titles[userType]) || { titleKey: 'app.title', showsDisplayName: false }),
  menu: menuFor(userType),
});
