// Missions by stage right now (the stages before Completed). A bar opens the missions of the site in
// that stage: on the dispatcher's board, or in the mission history elsewhere. The stages are named
// as the board and the driver's list name them.
import { useTranslate } from 'react-admin';
import { stageLabel } from '../../entities/mission/shared/stages';
import { useDrill } from '../drill';
import { useFigure, type MissionStages } from '../useFigure';
import { CountCard } from './CountCard';

export const StagesCard = () => {
  const translate = useTranslate();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<MissionStages>('MissionStages');
  return (
    <CountCard
      id="stages"
      title={translate('dashboard.stages_title')}
      axis={translate('dashboard.stages_stage')}
      counted={translate('dashboard.stages_count')}
      items={(data?.stages ?? []).map((s) => ({ label: stageLabel(s.stage), count: s.count }))}
      loading={isPending}
      failed={isError}
      onBar={(i) => data?.stages[i] && drill.stage(data.stages[i].stage)}
    />
  );
};
