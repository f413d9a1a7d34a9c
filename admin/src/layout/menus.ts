// The drawer menus of operations §2, one per user type. An entry names its screen so the drawer
// shows it only once that screen exists (see ShellMenu).
import AltRouteIcon from '@mui/icons-material/AltRoute';
import BusinessIcon from '@mui/icons-material/Business';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ListIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import PolicyIcon from '@mui/icons-material/Policy';
import StoreIcon from '@mui/icons-material/Store';
import type { SvgIconComponent } from '@mui/icons-material';
import { UserType } from '../../../schemas/enums';
import { appRoutes, type ScreenName } from '../routing/routes';

export interface MenuEntry {
  labelKey: string;
  route: string;
  icon: SvgIconComponent;
  screen: ScreenName;
}

/** The screen is read from the route table, so a menu and its route cannot disagree. */
function entry(labelKey: string, route: string, icon: SvgIconComponent): MenuEntry {
  const target = appRoutes.find((r) => r.path === route);
  if (!target) throw new Error(`Menu entry ${labelKey} points at unknown route ${route}`);
  return { labelKey, route, icon, screen: target.screen };
}

export const menus: Record<number, MenuEntry[]> = {
  [UserType.SysAdmin]: [
    entry('menu.companies', '/fleet/companies', BusinessIcon),
    entry('menu.security_policies', '/fleet/securityparameters', PolicyIcon),
    entry('menu.users', '/fleet/users', PeopleIcon),
    entry('menu.sites', '/fleet/sites', StoreIcon),
    entry('menu.locations', '/fleet/locations', PlaceIcon),
    entry('menu.lookups', '/fleet/lookups', ListIcon),
    entry('menu.assets', '/fleet/assets', LocalShippingIcon),
  ],
  [UserType.SiteAdmin]: [
    entry('menu.users', '/site/users', PeopleIcon),
    entry('menu.sites', '/site/sites', StoreIcon),
    entry('menu.locations', '/site/locations', PlaceIcon),
    entry('menu.assets', '/site/assets', LocalShippingIcon),
    entry('menu.lookups', '/site/lookups', ListIcon),
  ],
  [UserType.DispatchManager]: [
    entry('menu.missions', '/dispatch/mission', AltRouteIcon),
    entry('menu.assets', '/dispatch/assets', LocalShippingIcon),
    entry('menu.payloads', '/dispatch/payloads', InventoryIcon),
    entry('menu.history', '/dispatch/history', HistoryIcon),
  ],
  [UserType.Driver]: [
    entry('menu.missions', '/driver/home', AltRouteIcon),
    entry('menu.payloads', '/driver/payloads', InventoryIcon),
    entry('menu.mission_history', '/driver/history', HistoryIcon),
  ],
};

/** Pages a user may pick as start page beyond the menu: the site home for SiteAdmin (operations §2). */
export const extraStartPages: Record<number, MenuEntry[]> = {
  [UserType.SiteAdmin]: [entry('menu.home', '/site/home', HomeIcon)],
};
