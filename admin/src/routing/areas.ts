// Each user type's area: its home and its refresh route (operations §2, §4).
import { UserType } from '../../../schemas/enums';
import type { User } from '../api/types';
import { parseSettings } from '../profile/userSettings';
import { canOpen, liveRouteOf } from './screenRegistry';

interface Area {
  home: string;
  refresh: string;
}

const areas: Record<number, Area> = {
  [UserType.Driver]: { home: '/driver/home', refresh: '/driver/refresh' },
  [UserType.DispatchManager]: { home: '/dispatch/mission', refresh: '/dispatch/refresh' },
  [UserType.SiteAdmin]: { home: '/site/home', refresh: '/site/refresh' },
};
const fleet: Area = { home: '/fleet/home', refresh: '/fleet/refresh' };

const areaOf = (userType: number | null) => (userType !== null && areas[userType]) || fleet;

export const homeRouteFor = (userType: number | null) => areaOf(userType).home;

export const refreshRouteFor = (userType: number | null) => areaOf(userType).refresh;

/** The saved start page when it is a live page of the user's type, else the type's home. */
export function startRouteFor(user: Pick<User, 'type' | 'settings'>): string {
  const saved = parseSettings(user.settings).startPage;
  const route = typeof saved === 'string' ? liveRouteOf(saved) : undefined;
  return saved && route && canOpen(route, user.type) ? saved : homeRouteFor(user.type);
}
