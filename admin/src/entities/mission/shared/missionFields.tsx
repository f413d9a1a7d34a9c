// Mission columns the generic type map cannot show (engine/fieldFor.tsx), for every mission list:
// the ship date as MM-DD-YYYY (a calendar day: no zone), the stage by its name (operations §4)
// and operators by name from GET /Missions/Operators (useOperators) — a Dispatch Manager or a
// Driver cannot read /Users, where the generic reference column would look.
import { FunctionField } from 'react-admin';
import { formatDate } from '../../../engine/format';
import { stageLabel } from './stages';

export function missionFields(nameOf: (id: number | null | undefined) => string) {
  const operator = (source: string) => <FunctionField source={source} render={(r) => nameOf(r[source])} />;
  return {
    ship: <FunctionField source="ship" render={(r) => formatDate(r.ship)} />,
    missionStage: <FunctionField source="missionStage" render={(r) => stageLabel(r.missionStage)} />,
    assignedDriverId: operator('assignedDriverId'),
    activeDriverId: operator('activeDriverId'),
    computedDriverId: operator('computedDriverId'),
  };
}
