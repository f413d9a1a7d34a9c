// Where a dashboard bar leads: the matching list of the user's area, already filtered (the
// filter screens read the link: engine/filters/linkedFilters.ts). Assets open the asset list; the
// mission charts the mission history, whose ship date filter is always on.
import { useNavigate } from 'react-router';
import { FilterOption } from '../../../schemas/enums';
import { filteredLink, type LinkedFilter } from '../engine/filters/linkedFilters';
import { useArea } from '../engine/paths';
import { useDashboardScope } from './useFigure';

/** The ship dates a mission chart's list covers: the figure's days. */
export const shipDays = (from: string, to: string): LinkedFilter => ({ type: 'ShipDate', option: FilterOption.Range, value: [from, to] });

export function useDrill() {
  const navigate = useNavigate();
  const area = useArea();
  const scope = useDashboardScope();
  const open = (list: 'assets' | 'history', filters: LinkedFilter[], siteId = scope?.siteId) =>
    navigate(filteredLink(`/${area}/${list}`, filters, { companyId: scope?.companyId, siteId }));
  return {
    assets: (filters: LinkedFilter[]) => open('assets', filters),
    history: (filters: LinkedFilter[], siteId?: number) => open('history', filters, siteId),
  };
}
