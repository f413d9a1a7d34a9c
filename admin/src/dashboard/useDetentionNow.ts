// The detention card's figure (issue 32), from the detention report's own call: the trailers in the
// yard now (the gate visits' In The Yard filter) checked in over the longest range the report
// answers (93 days, to today), totalled per carrier by the server — its first page is one row, as
// only the totals are used. A carrier whose trailers are all within their free time is left out.
// A trailer in the yard for longer than the range is not counted (the report's bound).
import { useQuery } from '@tanstack/react-query';
import { today } from '../../../schemas/dates';
import { FilterOption } from '../../../schemas/enums';
import { fleet } from '../api/fleet';
import { userZone } from '../engine/format';
import { detentionBody, lastDays, MAX_DAYS, type DetentionFigures } from '../entities/gateVisit/detention/detentionReport';
import { useDashboardScope } from './useFigure';

/** As the other cards. */
const REFRESH_MS = 60_000;

export function useDetentionNow() {
  const scope = useDashboardScope();
  const [from, to] = lastDays(today(userZone()), MAX_DAYS);
  return useQuery({
    queryKey: ['dashboard', 'Detention', scope?.companyId, scope?.siteId, to],
    queryFn: async ({ signal }) => {
      const body = detentionBody({ companyId: scope!.companyId, siteId: scope!.siteId, carrierId: null, from, to });
      const inYard = { ...body.filters[0], type: 'InTheYard', filterType: 'Boolean' as const, option: FilterOption.Exact, value: true };
      const answer = await fleet.post<DetentionFigures>(
        '/Detention?range=[0,0]',
        { ...body, filters: [...body.filters, inYard] },
        { quiet: true, signal },
      );
      return answer.totals.filter((t) => t.detentionMinutes > 0).sort((a, b) => b.detentionMinutes - a.detentionMinutes);
    },
    enabled: !!scope,
    refetchInterval: REFRESH_MS,
  });
}
