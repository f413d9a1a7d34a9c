// Wait per location over the last 30 days: the average and the 90th percentile of the Wait →
// Resume periods at each mission's target location, the longest averages first. A bar opens the
// mission history of missions to that location updated over those days (drill.ts: waitsAt).
import { useTranslate } from 'react-admin';
import { today } from '../../../../schemas/dates';
import { userZone } from '../../engine/format';
import { Bars } from '../Bars';
import { ChartCard } from '../ChartCard';
import { useDrill, waitsAt } from '../drill';
import { addDays, useFormats } from '../format';
import { useFigure, type Waits } from '../useFigure';

export const WaitsCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<Waits>('Waits');
  const locations = data?.locations ?? [];
  const average = translate('dashboard.waits_average');
  const p90 = translate('dashboard.waits_p90');
  return (
    <ChartCard
      id="waits"
      title={translate('dashboard.waits_title')}
      loading={isPending}
      failed={isError}
      empty={!locations.length}
      columns={[translate('dashboard.waits_location'), translate('dashboard.waits_count'), average, p90]}
      rows={locations.map((l) => [l.location, f.number(l.waits), f.number(l.averageMinutes), f.number(l.p90Minutes)])}
      chart={
        <Bars
          horizontal
          yAxis={{ scaleType: 'band', data: locations.map((l) => l.location), label: translate('dashboard.waits_location'), width: 110 }}
          xAxis={{ label: translate('dashboard.waits_minutes') }}
          series={[
            { id: 'average', label: average, data: locations.map((l) => l.averageMinutes) },
            { id: 'p90', label: p90, data: locations.map((l) => l.p90Minutes) },
          ]}
          onBar={(_, index) => {
            const l = locations[index];
            const last = today(userZone());
            if (l) drill.history(waitsAt(l.locationId, addDays(last, -29), last), l.siteId);
          }}
        />
      }
    />
  );
};
