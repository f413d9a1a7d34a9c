// Location Manager and the Locations list (maintenance §2): company selector, Reorder, and the
// editor without the code and sort position that the spec does not show.
import type { EntityUi } from '../../engine/entityUi';
import { LocationsToolbar } from './LocationsToolbar';
import { useLocationsFilter } from './useCompanySites';

export const locationUi: EntityUi = {
  listTitleKey: 'menu.locations',
  list: { useFilter: useLocationsFilter, toolbar: LocationsToolbar },
  editor: { hidden: ['locId', 'sort'] },
};
