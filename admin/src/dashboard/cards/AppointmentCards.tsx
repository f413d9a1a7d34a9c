// Dock appointments on the dashboard (issue 33, GET /Dashboard/Arrivals and /Dashboard/DoorUse):
// each carrier's arrivals on time, late and no-shows over the chosen days, stacked; and per day the
// share of the dock doors' day that appointments booked, with the appointments and hours in the
// table. Colours follow the meaning (on time: success, late: warning, no-show: error) and the
// legend and table say it in words.
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bars } from '../Bars';
import { ChartCard } from '../ChartCard';
import { useFormats } from '../format';
import { type Arrivals, type DoorUse, useFigure } from '../useFigure';

export const ArrivalsCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const theme = useTheme();
  const { data, isPending, isError } = useFigure<Arrivals>('Arrivals');
  const carriers = data?.carriers ?? [];
  const kinds = [
    { key: 'onTime', label: translate('dashboard.arrivals_on_time'), color: theme.palette.success.main },
    { key: 'late', label: translate('dashboard.arrivals_late'), color: theme.palette.warning.main },
    { key: 'noShow', label: translate('dashboard.arrivals_no_show'), color: theme.palette.error.main },
  ] as const;
  return (
    <ChartCard
      id="arrivals"
      title={translate('dashboard.arrivals_title')}
      loading={isPending}
      failed={isError}
      empty={!carriers.length}
      columns={[translate('dashboard.arrivals_carrier'), ...kinds.map((k) => k.label)]}
      rows={carriers.map((c) => [c.carrierName, ...kinds.map((k) => f.number(c[k.key]))])}
      chart={
        <Bars
          horizontal
          yAxis={{
            scaleType: 'band',
            data: carriers.map((c) => c.carrierName),
            label: translate('dashboard.arrivals_carrier'),
            width: 110,
          }}
          xAxis={{ label: translate('dashboard.arrivals_count'), tickMinStep: 1 }}
          series={kinds.map((k) => ({ id: k.key, label: k.label, data: carriers.map((c) => c[k.key]), stack: 'arrivals', color: k.color }))}
        />
      }
    />
  );
};

export const DoorUseCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const { data, isPending, isError } = useFigure<DoorUse>('DoorUse');
  const days = data?.days ?? [];
  const booked = data?.bookedMinutes ?? [];
  const percent = data?.usePercent ?? [];
  return (
    <ChartCard
      id="door-use"
      title={translate('dashboard.door_use_title')}
      loading={isPending}
      failed={isError}
      empty={!data?.doors || !booked.some((m) => m > 0)}
      columns={[
        translate('dashboard.moves_day'),
        translate('dashboard.door_use_appointments'),
        translate('dashboard.door_use_hours'),
        translate('dashboard.door_use_percent'),
      ]}
      rows={days.map((d, i) => [
        f.day(d),
        f.number(data?.appointments[i] ?? 0),
        f.number(Math.round((booked[i] ?? 0) / 6) / 10),
        percent[i] === null ? '' : `${f.number(percent[i] ?? 0)} %`,
      ])}
      chart={
        <Bars
          xAxis={{ scaleType: 'band', data: days.map(f.day), label: translate('dashboard.moves_day') }}
          yAxis={{ label: translate('dashboard.door_use_percent'), min: 0 }}
          series={[{ id: 'use', label: translate('dashboard.door_use_percent'), data: percent.map((p) => p ?? 0) }]}
        />
      }
    />
  );
};
