// The filters of each screen a user starts with, before saving any (GET /User/Filters); the
// driver filter starts at the user themself.
import { FilterOption, FilterScreen, LookupGroup } from '../../../schemas/enums.js';
import type { Filter } from '../../../schemas/types.generated.js';
import type { AppContext } from '../../context.js';
const filter = (type: string, label: string, filterType: Filter['filterType'], extra: Partial<Filter> = {}): Filter => ({
  type,
  label,
  chipLabel: label,
  filterType,
  active: false,
  required: false,
  clickable: true,
  removable: true,
  option: filterType === 'Text' ? FilterOption.AnyValue : FilterOption.Exact,
  value: null,
  lookupGroup: null,
  settings: null,
  ...extra,
});

export function defaultFilters(userId: number): Record<number, Filter[]> {
  return {
    [FilterScreen.Mission]: [
      filter('ShipDate', 'Ship Date', 'Date'),
      filter('MissionType', 'Mission Type', 'Lookup', { lookupGroup: LookupGroup.MissionType }),
      filter('Driver', 'Operator', 'Driver', { value: userId }),
    ],
    [FilterScreen.Asset]: [
      filter('AssetStatus', 'Asset Status', 'Lookup', { lookupGroup: LookupGroup.AssetStatus }),
      filter('AssetType', 'Asset Type', 'Lookup', { lookupGroup: LookupGroup.AssetType }),
      filter('AssetCategory', 'Asset Category', 'Lookup', { lookupGroup: LookupGroup.AssetCategory }),
      filter('CurrentLocation', 'Current Location', 'Location'),
      filter('DefectSeverity', 'Defect Severity', 'NullableLookup', { lookupGroup: LookupGroup.AssetDefectSeverity }),
    ],
    [FilterScreen.Payload]: [
      filter('PayloadStatus', 'Payload Status', 'Lookup', { lookupGroup: LookupGroup.PayloadStatus }),
      filter('PayloadAssignment', 'Payload Assignment', 'Lookup', { lookupGroup: LookupGroup.PayloadAssignment }),
      filter('Location', 'Location', 'Location'),
      filter('PayloadContent', 'Content', 'PayloadContentLookup', { lookupGroup: LookupGroup.PayloadContent }),
    ],
  };
}

/** The stored filters of each screen, else the screen's defaults. */
export async function userFilters(ctx: AppContext, userId: number) {
  const stored = await ctx.repo.findMany(ctx.db, 'userFilter', { where: [{ prop: 'userId', op: 'eq', value: userId }] });
  const defaults = defaultFilters(userId);
  const of = (screen: number) => (stored.find((s) => s.screen === screen)?.filters as Filter[] | undefined) ?? defaults[screen];
  return {
    missionFilters: of(FilterScreen.Mission),
    assetFilters: of(FilterScreen.Asset),
    payloadFilters: of(FilterScreen.Payload),
  };
}
