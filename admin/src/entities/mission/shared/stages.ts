// The mission stages as the screens use them (operations §4): names, which count as active, and
// the table of stage moves every screen derives its buttons from. The table is the server's own
// (schemas/stageMoves.ts), so a screen offers exactly the moves the server takes.
import { MissionStage, missionStageLabels } from '../../../../../schemas/enums';
import { localize } from '../../../../../schemas/i18n/translate';
import { activeLanguage } from '../../../i18n/locale';

export { MissionStage };
export { isActiveStage, moveOf, movesAs, movesFrom, STAGE_MOVES, takesOn, type Move } from '../../../../../schemas/stageMoves';

/** A stage's display name in the active language (the spec's English, schemas/i18n for Spanish). */
export const stageLabel = (stage: number | null | undefined) => {
  const label = missionStageLabels[stage ?? 0];
  return label ? localize(label, activeLanguage.get()) : String(stage);
};
