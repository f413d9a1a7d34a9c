// The asset cards: assets by status, and open repairs by defect severity in the severity colours
// (entities/asset/severity.ts, as the repairs icon shows them). A bar opens the asset list with
// that status or severity.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { FilterOption } from '../../../../schemas/enums';
import { severityColour } from '../../entities/asset/severity';
import { CHART_HEIGHT, ChartCard } from '../ChartCard';
import { useDrill } from '../drill';
import { useFormats } from '../format';
import { useFigure, type AssetStatuses, type Repairs } from '../useFigure';

export const StatusesCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<AssetStatuses>('AssetStatuses');
  const statuses = data?.statuses ?? [];
  return (
    <ChartCard
      id="statuses"
      title={translate('dashboard.statuses_title')}
      loading={isPending}
      failed={isError}
      empty={!statuses.length}
      columns={[translate('dashboard.statuses_status'), translate('dashboard.statuses_count')]}
      rows={statuses.map((s) => [s.status, f.number(s.count)])}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: statuses.map((s) => s.status), label: translate('dashboard.statuses_status') }]}
          yAxis={[{ label: translate('dashboard.statuses_count'), tickMinStep: 1, width: 48 }]}
          series={[{ id: 'statuses', label: translate('dashboard.statuses_count'), data: statuses.map((s) => s.count) }]}
          hideLegend
          onItemClick={(_, item) =>
            drill.assets([{ type: 'AssetStatus', option: FilterOption.Exact, value: statuses[item.dataIndex].statusId }])
          }
        />
      }
    />
  );
};

export const RepairsCard = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useFormats();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<Repairs>('Repairs');
  const severities = data?.severities ?? [];
  const names = severities.map((s) => s.severity);
  const colour = (sort: number) => {
    const c = severityColour({ sort });
    return c === 'disabled' ? theme.palette.action.disabled : theme.palette[c].main;
  };
  return (
    <ChartCard
      id="repairs"
      title={translate('dashboard.repairs_title')}
      loading={isPending}
      failed={isError}
      empty={!severities.length}
      columns={[translate('dashboard.repairs_severity'), translate('dashboard.repairs_count')]}
      rows={severities.map((s) => [s.severity, f.number(s.count)])}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[
            {
              scaleType: 'band',
              data: names,
              label: translate('dashboard.repairs_severity'),
              colorMap: { type: 'ordinal', values: names, colors: severities.map((s) => colour(s.sort)) },
            },
          ]}
          yAxis={[{ label: translate('dashboard.repairs_count'), tickMinStep: 1, width: 48 }]}
          series={[{ id: 'repairs', label: translate('dashboard.repairs_count'), data: severities.map((s) => s.count) }]}
          hideLegend
          onItemClick={(_, item) =>
            drill.assets([{ type: 'DefectSeverity', option: FilterOption.Exact, value: severities[item.dataIndex].severityId }])
          }
        />
      }
    />
  );
};
