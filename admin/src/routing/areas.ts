// Each user type's area: the URL prefix its routes live under, who may open them, its home and its
// refresh route (operations §2, §4). Entity modules place their routes and menu entries by area.
import { UserType } from '../../../schemas/enums';
import type { User } from '../../../schemas/types.generated';
import { parseSettings } from '../account/profile/userSettings';

export type AreaName = 'fleet' | 'site' | 'dispatch' | 'driver';

export interface Area {
  /** Who may open the area's routes. */
  types: readonly number[];
  home: string;
  refresh: string;
}

/** Types without an area of their own start on the fleet home (operations §2). */
export const OTHER_TYPES = [UserType.None, UserType.AssetManager, UserType.Unknown];

export const AREAS: Record<AreaName, Area> = {
  fleet: { types: [UserType.SysAdmin], home: '/fleet/home', refresh: '/fleet/refresh' },
  site: { types: [UserType.SiteAdmin], home: '/site/home', refresh: '/site/refresh' },
  dispatch: { types: [UserType.DispatchManager], home: '/dispatch/mission', refresh: '/dispatch/refresh' },
  driver: { types: [UserType.Driver], home: '/driver/home', refresh: '/driver/refresh' },
};

/** The area a user type works in; types without one use the fleet area's home. */
export const areaNameOf = (userType: number | null | undefined): AreaName =>
  (Object.entries(AREAS).find(([, a]) => userType != null && a.types.includes(userType))?.[0] as AreaName | undefined) ?? 'fleet';

export const homeRouteFor = (userType: number | null) => AREAS[areaNameOf(userType)].home;

export const refreshRouteFor = (userType: number | null) => AREAS[areaNameOf(userType)].refresh;

/** The saved start page when `opens` says the user type may open it, else the type's home. */
export function startRouteAmong(user: Pick<User, 'type' | 'settings'>, opens: (path: string, type: number) => boolean): string {
  const saved = parseSettings(user.settings).startPage;
  return typeof saved === 'string' && saved && opens(saved, user.type) ? saved : homeRouteFor(user.type);
}
