// Missions by stage right now (the stages before Completed). A bar opens the missions of the site:
// the dispatcher's board, or the mission history elsewhere (the mission filters have no stage).
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useArea } from '../../engine/paths';
import { useDrill } from '../drill';
import { useFigure, type MissionStages } from '../useFigure';
import { CountCard } from './CountCard';

export const StagesCard = () => {
  const translate = useTranslate();
  const drill = useDrill();
  const navigate = useNavigate();
  const area = useArea();
  const { data, isPending, isError } = useFigure<MissionStages>('MissionStages');
  return (
    <CountCard
      id="stages"
      title={translate('dashboard.stages_title')}
      axis={translate('dashboard.stages_stage')}
      counted={translate('dashboard.stages_count')}
      items={(data?.stages ?? []).map((s) => ({ label: translate(`dashboard.stage_${s.stage}`), count: s.count }))}
      loading={isPending}
      failed={isError}
      onBar={() => (area === 'dispatch' ? navigate('/dispatch/mission') : drill.history([]))}
    />
  );
};
