// Where a dashboard bar leads: the matching list of the user's area, filtered to exactly the rows
// the bar counts (the filter screens read the link: engine/filters/linkedFilters.ts, which turns
// every other filter off). Assets open the asset list; the mission charts the mission history (or
// the dispatcher's board), by the same columns the server counts on (server/dashboard/*Figures.ts).
import { useNavigate } from 'react-router';
import { ALL, FilterOption, MissionStage } from '../../../schemas/enums';
import { filteredLink, type LinkedFilter } from '../engine/filters/linkedFilters';
import { useArea } from '../engine/paths';
import { useDashboardScope } from './useFigure';

const { Exact, Range, Less } = FilterOption;

/**
 * The mission history cannot leave its ship date filter off (operations §5). A move is counted by
 * when it completed, whatever its ship date, so the history's link lets every ship date through.
 */
const ANY_SHIP_DATE: LinkedFilter = { type: 'ShipDate', option: Less, value: '9999-12-31' };

const completed: LinkedFilter = { type: 'Stage', option: Exact, value: MissionStage.Complete };

/**
 * The mission figures count a mission at the site of its target location (missionFigures.ts); a
 * list's site choice takes the missions with either end there (their tenancy): the link to one
 * site's missions also names it as their Destination Site. With All Sites every site the user
 * reaches counts either way, except for a mission from one of them to a site they do not reach.
 */
const toSite = (siteId: number | undefined): LinkedFilter[] =>
  siteId === undefined || siteId === ALL ? [] : [{ type: 'DestinationSite', option: Exact, value: siteId }];

/** Moves per day: the missions completed on that day of the user's calendar. */
export const movesOn = (day: string): LinkedFilter[] => [completed, { type: 'Completed', option: Exact, value: day }, ANY_SHIP_DATE];

/** Moves per driver: that operator's missions completed from the Monday of the week to today. */
export const driverMoves = (driverId: number, weekStart: string, today: string): LinkedFilter[] => [
  completed,
  { type: 'Driver', option: Exact, value: driverId },
  { type: 'Completed', option: Range, value: [weekStart, today] },
  ANY_SHIP_DATE,
];

/** Missions by stage: the missions in that stage now. */
export const inStage = (stage: number): LinkedFilter[] => [{ type: 'Stage', option: Exact, value: stage }];

/**
 * Waits per location: no filter says "had a wait that began in these days", so the link lists the
 * missions that can hold one. The server attributes a wait to its mission's target location
 * (waitFigures.ts) and counts it once its Resume is written, which updates the mission: every
 * mission with a counted wait has this Destination and was last updated on or after the window's
 * first day. The list can hold more (missions there with no wait, or a wait before the window);
 * Total Wait > 0 would not narrow it safely: it is kept in whole minutes, and a wait under half a
 * minute, which the chart counts, adds nothing to it.
 */
export const waitsAt = (locationId: number, firstDay: string, today: string): LinkedFilter[] => [
  { type: 'Destination', option: Exact, value: locationId },
  { type: 'Updated', option: Range, value: [firstDay, today] },
  ANY_SHIP_DATE,
];

export function useDrill() {
  const navigate = useNavigate();
  const area = useArea();
  const scope = useDashboardScope();
  const open = (list: 'assets' | 'history' | 'mission', filters: LinkedFilter[], siteId = scope?.siteId) =>
    navigate(
      filteredLink(`/${area}/${list}`, list === 'assets' ? filters : [...filters, ...toSite(siteId)], {
        companyId: scope?.companyId,
        siteId,
      }),
    );
  return {
    assets: (filters: LinkedFilter[]) => open('assets', filters),
    history: (filters: LinkedFilter[], siteId?: number) => open('history', filters, siteId),
    /** The missions of a stage: on the dispatcher's board, elsewhere in the history (of every ship date). */
    stage: (stage: number) => (area === 'dispatch' ? open('mission', inStage(stage)) : open('history', [...inStage(stage), ANY_SHIP_DATE])),
  };
}
