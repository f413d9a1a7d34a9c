// What an entity module declares (see modules.ts for how they are found). Kept apart from the
// registry so that a module can import it without importing every other module.
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { AreaName } from '../routing/areas';
import type { EntityUi } from './entityUi';

export type Messages = { [key: string]: unknown };
/** A catalogue in each language of the app, key for key (admin/src/i18n/catalogues.test.ts holds them to it). */
export type LocalizedMessages = { en: Messages; es: Messages };

export interface ModuleRoute {
  areas: AreaName[];
  /** The path under the area: 'locations', 'location/edit/:id'. */
  path: string;
  /** A screen of the module's own, or the generated list or editor of the entity (with the module's ui). */
  screen: ComponentType | 'list' | 'editor';
}

export interface ModuleMenuEntry {
  area: AreaName;
  /** Place in the area's menu (the spec's order). */
  order: number;
  labelKey: string;
  path: string;
  icon: SvgIconComponent;
}

export interface EntityModule {
  entity: string;
  routes?: ModuleRoute[];
  menu?: ModuleMenuEntry[];
  /** Catalogue entries of this entity in each language, merged into the app's catalogues. */
  messages?: LocalizedMessages;
  /** The list and editor pieces, loaded with the screens (their own chunk, not the main bundle). */
  ui?: () => Promise<EntityUi>;
}

export const defineModule = (m: EntityModule) => m;

/** The list and editor routes of an entity in some areas. */
export const listAndEditor = (areas: AreaName[], list: string, editor: string): ModuleRoute[] => [
  { areas, path: list, screen: 'list' },
  { areas, path: editor, screen: 'editor' },
];

/** The same menu entry in several areas, each at its place: menuIn({ fleet: 5, site: 3 }, …). */
export const menuIn = (
  orders: Partial<Record<AreaName, number>>,
  labelKey: string,
  path: string,
  icon: SvgIconComponent,
): ModuleMenuEntry[] => (Object.entries(orders) as [AreaName, number][]).map(([area, order]) => ({ area, order, labelKey, path, icon }));
