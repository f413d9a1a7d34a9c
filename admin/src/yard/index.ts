// The yard view (issue 13 §2) in the shell: its screen at /dispatch/yard, /site/yard and
// /fleet/yard (loaded on demand, its own chunk) and a menu entry in each of those areas. Read by
// routing/routes.ts and layout/menus.ts beside the entity modules' routes and entries.
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ComponentType } from 'react';
import { menuIn, type ModuleMenuEntry, type ModuleRoute } from '../engine/module';
import { moduleScreen } from '../engine/screens';

export const YARD_PATH = 'yard';

export const yardRoutes: (ModuleRoute & { screen: ComponentType })[] = [
  { areas: ['dispatch', 'site', 'fleet'], path: YARD_PATH, screen: moduleScreen(() => import('./YardScreen')) },
];

/** Beside the screens a yard is made of: after Missions, Locations. */
export const yardMenu: ModuleMenuEntry[] = menuIn({ dispatch: 1.5, site: 3.5, fleet: 5.5 }, 'yard.menu', YARD_PATH, WarehouseIcon);
