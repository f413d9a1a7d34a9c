// Missions by stage right now (the stages before Completed). A bar opens the missions of the site:
// the dispatcher's board, or the mission history elsewhere (the mission filters have no stage).
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useArea } from '../../engine/paths';
import { CHART_HEIGHT, ChartCard } from '../ChartCard';
import { useDrill } from '../drill';
import { useFormats } from '../format';
import { useFigure, type MissionStages } from '../useFigure';

export const StagesCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const drill = useDrill();
  const navigate = useNavigate();
  const area = useArea();
  const { data, isPending, isError } = useFigure<MissionStages>('MissionStages');
  const stages = data?.stages ?? [];
  const labels = stages.map((s) => translate(`dashboard.stage_${s.stage}`));
  return (
    <ChartCard
      id="stages"
      title={translate('dashboard.stages_title')}
      loading={isPending}
      failed={isError}
      empty={!stages.some((s) => s.count)}
      columns={[translate('dashboard.stages_stage'), translate('dashboard.stages_count')]}
      rows={stages.map((s, i) => [labels[i], f.number(s.count)])}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels, label: translate('dashboard.stages_stage') }]}
          yAxis={[{ label: translate('dashboard.stages_count'), tickMinStep: 1, width: 48 }]}
          series={[{ id: 'stages', label: translate('dashboard.stages_count'), data: stages.map((s) => s.count) }]}
          hideLegend
          onItemClick={() => (area === 'dispatch' ? navigate('/dispatch/mission') : drill.history([]))}
        />
      }
    />
  );
};
