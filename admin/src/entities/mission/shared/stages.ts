// The mission stages as the screens use them (operations §4): names, which count as active, and
// the moves each screen offers. The server holds the same rules (server/entities/mission/rules.ts)
// and refuses any other move, whatever a screen shows.
import { MissionStage, missionStageLabels } from '../../../../../schemas/enums';
import { localize } from '../../../../../schemas/i18n/translate';
import { activeLanguage } from '../../../i18n/locale';

export { MissionStage };

/** A stage's display name in the active language (the spec's English, schemas/i18n for Spanish). */
export const stageLabel = (stage: number | null | undefined) => {
  const label = missionStageLabels[stage ?? 0];
  return label ? localize(label, activeLanguage.get()) : String(stage);
};

/** Activate and Wait count as active (§4); Resume, the mission working again after a wait, too. */
export const ACTIVE_STAGES: number[] = [MissionStage.Activate, MissionStage.Wait, MissionStage.Resume];

export const isActiveStage = (stage: number | null | undefined) => ACTIVE_STAGES.includes(stage ?? -1);
