// Moves per driver this week (since Monday in the user's zone), the busiest first. A bar opens
// the mission history of that operator's missions completed this week.
import { useTranslate } from 'react-admin';
import { today } from '../../../../schemas/dates';
import { userZone } from '../../engine/format';
import { driverMoves, useDrill } from '../drill';
import { useFormats } from '../format';
import { useFigure, type DriverMoves } from '../useFigure';
import { CountCard } from './CountCard';

export const DriversCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<DriverMoves>('DriverMoves');
  const drivers = data?.drivers ?? [];
  return (
    <CountCard
      id="drivers"
      title={translate('dashboard.drivers_title')}
      subheader={data ? translate('dashboard.drivers_week', { day: f.day(data.weekStart) }) : undefined}
      axis={translate('dashboard.drivers_driver')}
      counted={translate('dashboard.drivers_count')}
      items={drivers.map((d) => ({ label: d.driver || translate('dashboard.no_driver'), count: d.count }))}
      loading={isPending}
      failed={isError}
      horizontal
      onBar={(i) => {
        const driverId = drivers[i]?.driverId;
        if (driverId && data) drill.history(driverMoves(driverId, data.weekStart, today(userZone())));
      }}
    />
  );
};
