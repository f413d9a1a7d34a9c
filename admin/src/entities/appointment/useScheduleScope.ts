// The site and the day the door schedule shows, kept in the address (?site=<id>&day=YYYY-MM-DD) so
// a schedule can be shared and reloaded as it is. Without them: the user's working site — the one
// chosen in the lists' site picker (engine/SiteSelector.tsx), else the first of the sites he
// reaches, since a schedule is of one site and never of All Sites — and today in the user's zone.
// Defaults are not written into the address: a screen opened at /dispatch/schedule stays there.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL } from '../../../../schemas/enums';
import { today } from '../../../../schemas/dates';
import { userZone } from '../../engine/format';
import { selectedSite, useSiteChoice } from '../../engine/SiteSelector';
import { isDay } from './scheduleTime';

export function useScheduleScope() {
  const [params, setParams] = useSearchParams();
  const { sites, value: chosen } = useSiteChoice();
  const asked = Number(params.get('site'));
  const reached = (id: unknown) => sites?.some((s) => s.id === id) ?? false;
  const siteId: number | null = reached(asked)
    ? asked
    : chosen !== ALL && reached(chosen)
      ? chosen
      : ((sites?.[0]?.id as number | undefined) ?? null);
  const askedDay = params.get('day');
  const day = isDay(askedDay) ? askedDay : today(userZone());

  const go = useCallback(
    (site: number | null, to: string) => {
      if (site !== null) selectedSite.set(site);
      setParams(site === null ? { day: to } : { site: String(site), day: to });
    },
    [setParams],
  );
  return {
    sites,
    siteId,
    day,
    setSite: (site: number) => go(site, day),
    setDay: (to: string) => go(siteId, to),
  };
}
