// Moves completed per day by site (the last 30 days of the user's calendar), stacked by site.
// A bar opens the mission history of that site: the missions completed that day.
import { useTranslate } from 'react-admin';
import { Bars } from '../Bars';
import { ChartCard } from '../ChartCard';
import { movesOn, useDrill } from '../drill';
import { useFormats } from '../format';
import { useFigure, type MovesPerDay } from '../useFigure';

export const MovesCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<MovesPerDay>('MovesPerDay');
  const days = data?.days ?? [];
  const series = data?.series ?? [];
  const total = series.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
  return (
    <ChartCard
      id="moves"
      title={translate('dashboard.moves_title')}
      subheader={translate('dashboard.open_list')}
      loading={isPending}
      failed={isError}
      empty={!total}
      columns={[translate('dashboard.moves_day'), ...series.map((s) => s.site)]}
      rows={days.map((d, i) => [f.day(d), ...series.map((s) => f.number(s.counts[i]))])}
      chart={
        <Bars
          xAxis={{ scaleType: 'band', data: days.map(f.day), label: translate('dashboard.moves_day') }}
          yAxis={{ label: translate('dashboard.moves_count'), tickMinStep: 1 }}
          series={series.map((s) => ({ id: String(s.siteId), label: s.site, data: s.counts, stack: 'moves' }))}
          onBar={(siteId, index) => drill.history(movesOn(days[index]), Number(siteId))}
        />
      }
    />
  );
};
