// Mission columns the generic type map cannot show (engine/fieldFor.tsx), for every mission list:
// the ship date as MM-DD-YYYY (a calendar day: no zone), the stage by its name (operations §4)
// and operators by name from GET /Missions/Operators (useOperators) — a Dispatch Manager or a
// Driver cannot read /Users, where the generic reference column would look. The stage and
// record dates may break between date and time, and the notes keep a readable width, so that
// the board's and the history's default columns fit beside the menu at 1400 px.
import { FunctionField, TextField } from 'react-admin';
import { formatDate, formatDateTime } from '../../../engine/format';
import { stageLabel } from './stages';

/** The narrowest a mission list's notes wrap to: readable, and the default columns still fit at 1400 px. */
export const NOTES_MIN_WIDTH = 120;

const DATES = ['dispatchDate', 'activateDate', 'completeDate', 'createDate', 'updateDate'];

export function missionFields(nameOf: (id: number | null | undefined) => string) {
  const operator = (source: string) => <FunctionField source={source} render={(r) => nameOf(r[source])} />;
  return {
    // (a day never breaks at its hyphens)
    ship: <FunctionField source="ship" render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.ship)}</span>} />,
    missionStage: <FunctionField source="missionStage" render={(r) => stageLabel(r.missionStage)} />,
    assignedDriverId: operator('assignedDriverId'),
    activeDriverId: operator('activeDriverId'),
    computedDriverId: operator('computedDriverId'),
    notes: <TextField source="notes" sx={{ display: 'block', minWidth: NOTES_MIN_WIDTH, whiteSpace: 'normal' }} />,
    ...Object.fromEntries(
      DATES.map((d) => [
        d,
        <FunctionField key={d} source={d} render={(r) => <span style={{ whiteSpace: 'normal' }}>{formatDateTime(r[d])}</span>} />,
      ]),
    ),
  };
}
