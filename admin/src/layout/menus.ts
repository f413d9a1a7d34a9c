// The drawer menu of each user type (operations §2): the menu entries of the entity modules in the
// user type's area, in the spec's order. A menu entry always names a route of the table.
import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import { UserType } from '../../../schemas/enums';
import { entityModules } from '../engine/modules';
import { areaNameOf, AREAS } from '../routing/areas';
import { yardMenu } from '../yard';

export interface MenuEntry {
  labelKey: string;
  route: string;
  icon: SvgIconComponent;
}

// the entity modules' entries and those of features that are not entities (the yard view)
const entries = [...[...entityModules.values()].flatMap((m) => m.menu ?? []), ...yardMenu];

/** The menu of a user type (none for types without an area of their own). */
export function menuFor(userType: number | undefined): MenuEntry[] {
  if (userType === undefined || !Object.values(AREAS).some((a) => a.types.includes(userType))) return [];
  const area = areaNameOf(userType);
  return entries
    .filter((e) => e.area === area)
    .sort((a, b) => a.order - b.order)
    .map((e) => ({ labelKey: e.labelKey, route: `/${area}/${e.path}`, icon: e.icon }));
}

/** Pages a user may pick as start page beyond the menu: the site home for SiteAdmin (operations §2). */
export const extraStartPages: Record<number, MenuEntry[]> = {
  [UserType.SiteAdmin]: [{ labelKey: 'menu.home', route: '/site/home', icon: HomeIcon }],
};
