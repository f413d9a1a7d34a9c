// One dashboard card's figure: GET /Dashboard/{card} for the working company and the chosen site,
// through the app's query cache, read again every minute like the operational lists. A failure
// shows in the card itself (quiet: no error dialog over the whole home).
import { useQuery } from '@tanstack/react-query';
import { fleet } from '../api/fleet';
import { useSiteChoice } from '../engine/SiteSelector';
import { useWorkingCompany } from '../engine/workingCompany';

/** As the operational lists (operations §9). */
const REFRESH_MS = 60_000;

export type Card =
  'MovesPerDay' | 'Waits' | 'MissionStages' | 'AssetStatuses' | 'Repairs' | 'DriverMoves' | 'Detention' | 'Arrivals' | 'DoorUse';

export interface MovesPerDay {
  days: string[];
  series: { siteId: number; site: string; counts: number[] }[];
}
export interface Waits {
  locations: { locationId: number; location: string; siteId: number; waits: number; averageMinutes: number; p90Minutes: number }[];
}
export interface MissionStages {
  stages: { stage: number; count: number }[];
}
export interface AssetStatuses {
  statuses: { statusId: number; status: string; count: number }[];
}
export interface Repairs {
  severities: { severityId: number; severity: string; sort: number; count: number }[];
}
/** Detention accruing now by carrier (issue 32): the carrier's trailers in the yard, those past their free time, their detention and its amount. */
export interface DetentionNow {
  now: string;
  carriers: { carrierId: number; carrierName: string; inYard: number; overdue: number; detentionMinutes: number; amount: number | null }[];
}
/** Dock appointments (issue 33): per carrier, arrivals on time, late, and no-shows over the days. */
export interface Arrivals {
  carriers: { carrierId: number; carrierName: string; onTime: number; late: number; noShow: number }[];
}
/** Dock appointments (issue 33): per day, the appointments holding a door, their booked minutes and the share of the doors' day. */
export interface DoorUse {
  days: string[];
  doors: number;
  appointments: number[];
  bookedMinutes: number[];
  usePercent: (number | null)[];
}
export interface DriverMoves {
  weekStart: string;
  drivers: { driverId: number | null; driver: string; count: number }[];
}

/** The company and site every card of the dashboard is about (undefined while they load). */
export function useDashboardScope() {
  const companyId = useWorkingCompany();
  const { value: siteId, siteIds } = useSiteChoice();
  return companyId === null || !siteIds ? undefined : { companyId, siteId };
}

export function useFigure<T>(card: Card) {
  const scope = useDashboardScope();
  const query = scope ? `?${new URLSearchParams({ companyId: String(scope.companyId), siteId: String(scope.siteId) })}` : '';
  return useQuery({
    queryKey: ['dashboard', card, scope?.companyId, scope?.siteId],
    queryFn: ({ signal }) => fleet.get<T>(`/Dashboard/${card}${query}`, { quiet: true, signal }),
    enabled: !!scope,
    refetchInterval: REFRESH_MS,
  });
}
