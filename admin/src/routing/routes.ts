// The route map of operations §2 / maintenance §2: path → who may open it → which screen shows it.
// The shell's own routes are here, the account's come from its module (account/index.ts), and each
// entity module adds its screens (engine/modules.ts) under the areas it names. The router
// (appRoutes.tsx), the guards (guard.ts), the menus and the start-page list all read this one table.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { UserType } from '../../../schemas/enums';
import { entityModules } from '../engine/modules';
import { editorScreen, historyScreen, listScreen } from '../engine/screens';
import { FleetHome } from '../home/FleetHome';
import { SiteHome } from '../home/SiteHome';
import { StartRedirect } from '../pages/StartRedirect';
import { Unauthorized } from '../pages/Unauthorized';
import { AREAS, type AreaName, OTHER_TYPES, startRouteAmong } from './areas';
import type { StartRoute } from './startRoute';
import { yardRoutes } from '../yard';
import { accountRoutes } from '../account';

/** 'public' and 'refresh' need no session; 'passwordReset' needs one that must change its password. */
export type RouteAccess = 'public' | 'refresh' | 'passwordReset' | readonly number[];

export interface AppRoute {
  path: string;
  screen: ComponentType;
  access: RouteAccess;
  /** Rendered inside the shell (header, drawer, footer). */
  inShell: boolean;
}

const ANY = [...Object.values(AREAS).flatMap((a) => a.types), ...OTHER_TYPES];
const open = (path: string, screen: ComponentType, access: RouteAccess = 'public'): AppRoute => ({ path, screen, access, inShell: false });
const inArea = (area: AreaName, path: string, screen: ComponentType): AppRoute => ({
  path: `/${area}/${path}`,
  screen,
  access: AREAS[area].types,
  inShell: true,
});

/**
 * An entity added as a schema file, in every area: /<area>/<x-rest>, /<area>/<x-fleet.one>/edit/<id>
 * and, when it is audited, /<area>/<x-fleet.one>/history/<id> (lower-cased). The area's user types
 * may open them; an entity they may not read is not among their schemas (GET /Schemas), so its
 * screen says Not Found, and the server refuses its calls.
 */
const schemaOnly = (area: AreaName) => [
  inArea(area, ':entity', listScreen()),
  inArea(area, ':entity/edit/:id', editorScreen()),
  inArea(area, ':entity/history/:id', historyScreen()),
];

const moduleRoutes = [...entityModules.values()].flatMap((m) =>
  (m.routes ?? []).flatMap((r) => {
    const screen = r.screen === 'list' ? listScreen(m.entity, m.ui) : r.screen === 'editor' ? editorScreen(m.entity, m.ui) : r.screen;
    return r.areas.map((area) => inArea(area, r.path, screen));
  }),
);

/** The screens of features that are not entities (the yard view), placed by area as the modules' are. */
const featureRoutes = yardRoutes.flatMap((r) => r.areas.map((area) => inArea(area, r.path, r.screen)));

export const appRoutes: AppRoute[] = [
  ...accountRoutes,
  open('/unauthorized', Unauthorized),
  open('/', StartRedirect, ANY),
  { path: '/fleet/home', screen: FleetHome, access: [UserType.SysAdmin, ...OTHER_TYPES], inShell: true },
  inArea('site', 'home', SiteHome),
  ...moduleRoutes,
  ...featureRoutes,
  // matched last: a module's own path wins over the generic segment
  ...(Object.keys(AREAS) as AreaName[]).flatMap(schemaOnly),
];

/** The route a concrete path (no parameters left) belongs to. */
export const routeOf = (path: string) => appRoutes.find((route) => matchPath({ path: route.path, end: true }, path) !== null);

export const canOpen = (route: AppRoute, userType: number) => Array.isArray(route.access) && route.access.includes(userType);

/** Whether a user type may open a concrete path of the app. */
export const opens = (path: string, userType: number) => {
  const route = routeOf(path);
  return !!route && canOpen(route, userType);
};

/** The saved start page when the user may open it (a page of the table, not a generic entity path), else the type's home. */
export const startRouteFor: StartRoute = (user) =>
  startRouteAmong(user, (path, type) => opens(path, type) && !routeOf(path)!.path.includes(':entity'));
