// Moves per driver this week (since Monday in the user's zone), the busiest first. A bar opens
// the mission history of that operator over the week's ship dates.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { FilterOption } from '../../../../schemas/enums';
import { today } from '../../../../schemas/dates';
import { userZone } from '../../engine/format';
import { CHART_HEIGHT, ChartCard } from '../ChartCard';
import { shipDays, useDrill } from '../drill';
import { useFormats } from '../format';
import { useFigure, type DriverMoves } from '../useFigure';

export const DriversCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<DriverMoves>('DriverMoves');
  const drivers = data?.drivers ?? [];
  const names = drivers.map((d) => d.driver || translate('dashboard.no_driver'));
  return (
    <ChartCard
      id="drivers"
      title={translate('dashboard.drivers_title')}
      subheader={data ? translate('dashboard.drivers_week', { day: f.day(data.weekStart) }) : undefined}
      loading={isPending}
      failed={isError}
      empty={!drivers.length}
      columns={[translate('dashboard.drivers_driver'), translate('dashboard.drivers_count')]}
      rows={drivers.map((d, i) => [names[i], f.number(d.count)])}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: names, label: translate('dashboard.drivers_driver'), width: 110 }]}
          xAxis={[{ label: translate('dashboard.drivers_count'), tickMinStep: 1 }]}
          series={[{ id: 'drivers', label: translate('dashboard.drivers_count'), data: drivers.map((d) => d.count) }]}
          hideLegend
          onItemClick={(_, item) => {
            const driver = drivers[item.dataIndex];
            if (driver?.driverId && data)
              drill.history([
                { type: 'Driver', option: FilterOption.Exact, value: driver.driverId },
                shipDays(data.weekStart, today(userZone())),
              ]);
          }}
        />
      }
    />
  );
};
