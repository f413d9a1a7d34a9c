// The route map of operations §2 / maintenance §2: path → who may open it → which screen shows it.
// The router (appRoutes.tsx), the guards (guard.ts), the menus and the start-page list all read
// this table; a route is live only once its screen is registered in screens.ts.
import { UserType } from '../../../schemas/enums';

export type ScreenName =
  | 'login'
  | 'passwordReset'
  | 'forgotPassword'
  | 'unauthorized'
  | 'start'
  | 'refresh'
  | 'fleetHome'
  | 'siteHome'
  | 'driverHome'
  | 'dispatchMission'
  | 'users'
  | 'userManager'
  | 'companies'
  | 'companyManager'
  | 'securityPolicies'
  | 'securityPolicyManager'
  | 'sites'
  | 'siteManager'
  | 'locations'
  | 'locationManager'
  | 'lookups'
  | 'lookupManager'
  | 'lookupGroupManager'
  | 'entityList'
  | 'entityEditor'
  | 'assets'
  | 'assetManager'
  | 'assetHistory'
  | 'payloads'
  | 'payloadHistory'
  | 'missionHistory'
  | 'missionForm';

/** 'public' and 'refresh' need no session; 'passwordReset' needs one that must change its password. */
export type RouteAccess = 'public' | 'refresh' | 'passwordReset' | readonly number[];

export interface AppRoute {
  path: string;
  screen: ScreenName;
  access: RouteAccess;
  /** Rendered inside the shell (header, drawer, footer). */
  inShell: boolean;
}

const { SysAdmin, SiteAdmin, Driver, DispatchManager } = UserType;
/** Types without an area of their own start on the fleet home (operations §2). */
const OTHERS = [UserType.None, UserType.AssetManager, UserType.Unknown];
const ANY = [SysAdmin, SiteAdmin, Driver, DispatchManager, ...OTHERS];

const open = (path: string, screen: ScreenName, access: RouteAccess = 'public'): AppRoute => ({ path, screen, access, inShell: false });
const area = (prefix: string, access: readonly number[], entries: [string, ScreenName][]): AppRoute[] => [
  open(`/${prefix}/refresh`, 'refresh', 'refresh'),
  ...entries.map(([path, screen]) => ({ path: `/${prefix}/${path}`, screen, access, inShell: true })),
];

/** An entity added as a schema file: /<area>/<x-rest> and /<area>/<x-fleet.one>/edit/<id> (lower-cased). */
const entityRoutes: [string, ScreenName][] = [
  [':entity', 'entityList'],
  [':entity/edit/:id', 'entityEditor'],
];

const assetRoutes: [string, ScreenName][] = [
  ['assets', 'assets'],
  ['asset/edit/:id/:company', 'assetManager'],
  ['asset/audit/:id', 'assetHistory'],
];

export const appRoutes: AppRoute[] = [
  open('/user/login', 'login'),
  open('/user/pwdreset', 'passwordReset', 'passwordReset'),
  open('/user/forgotpwd', 'forgotPassword'),
  open('/unauthorized', 'unauthorized'),
  open('/', 'start', ANY),
  ...area(
    'fleet',
    [SysAdmin],
    [
      ['users', 'users'],
      ['user/edit/:id', 'userManager'],
      ['companies', 'companies'],
      ['company/edit/:id', 'companyManager'],
      ['securityparameters', 'securityPolicies'],
      ['securityparameter/edit/:id', 'securityPolicyManager'],
      ['sites', 'sites'],
      ['site/edit/:id', 'siteManager'],
      ['locations', 'locations'],
      ['location/edit/:id', 'locationManager'],
      ['lookups', 'lookups'],
      ['lookup/edit/:id/:groupId', 'lookupManager'],
      ...assetRoutes,
      ...entityRoutes,
    ],
  ),
  { path: '/fleet/home', screen: 'fleetHome', access: [SysAdmin, ...OTHERS], inShell: true },
  ...area(
    'site',
    [SiteAdmin],
    [
      ['home', 'siteHome'],
      ['users', 'users'],
      ['user/edit/:id', 'userManager'],
      ...assetRoutes,
      ['lookups', 'lookups'],
      ['lookup/edit/:id/:groupId', 'lookupManager'],
      ['lookupgrp/edit/:id', 'lookupGroupManager'],
      ['sites', 'sites'],
      ['site/edit/:id', 'siteManager'],
      ['locations', 'locations'],
      ['location/edit/:id', 'locationManager'],
      ...entityRoutes,
    ],
  ),
  ...area(
    'driver',
    [Driver],
    [
      ['home', 'driverHome'],
      ['payloads', 'payloads'],
      ['payload/history/:assetId', 'payloadHistory'],
      ['history', 'missionHistory'],
    ],
  ),
  ...area(
    'dispatch',
    [DispatchManager],
    [
      ['mission', 'dispatchMission'],
      ['mission/edit/:id', 'missionForm'],
      ...assetRoutes,
      ['payloads', 'payloads'],
      ['payload/history/:assetId', 'payloadHistory'],
      ['history', 'missionHistory'],
    ],
  ),
];

export const LOGIN_ROUTE = '/user/login';
export const PASSWORD_RESET_ROUTE = '/user/pwdreset';
export const UNAUTHORIZED_ROUTE = '/unauthorized';
