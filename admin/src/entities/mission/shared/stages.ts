// The mission stages as the screens use them (operations §4): names, which count as active, and
// the moves each screen offers. The server holds the same rules (server/entities/mission/rules.ts)
// and refuses any other move, whatever a screen shows.
import { MissionStage, missionStageLabels } from '../../../../../schemas/enums';

export { MissionStage };

export const stageLabel = (stage: number | null | undefined) => missionStageLabels[stage ?? 0] ?? String(stage);

/** Activate and Wait count as active (§4); Resume, the mission working again after a wait, too. */
export const ACTIVE_STAGES: number[] = [MissionStage.Activate, MissionStage.Wait, MissionStage.Resume];

export const isActiveStage = (stage: number | null | undefined) => ACTIVE_STAGES.includes(stage ?? -1);
