// Which screens exist. Filled once at start-up from screens.ts; kept apart from it so routing
// helpers can ask "is this route live?" without importing every page.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { appRoutes, type AppRoute, type ScreenName } from './routes';

export type ScreenMap = Partial<Record<ScreenName, ComponentType>>;

const registry = new Map<ScreenName, ComponentType>();

export function registerScreens(screens: ScreenMap) {
  Object.entries(screens).forEach(([name, component]) => registry.set(name as ScreenName, component));
}

export const screenFor = (name: ScreenName) => registry.get(name);

const isLive = (route: AppRoute) => registry.has(route.screen);

/** The live route a concrete path (no parameters left) belongs to. */
export const liveRouteOf = (path: string) =>
  appRoutes.find((route) => isLive(route) && matchPath({ path: route.path, end: true }, path) !== null);

export const canOpen = (route: AppRoute, userType: number) => Array.isArray(route.access) && route.access.includes(userType);
