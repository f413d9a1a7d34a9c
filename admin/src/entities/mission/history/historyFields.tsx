// The history's columns beyond the generic type map: the ship date as MM-DD-YYYY (a calendar day,
// no zone), the stage by its name (operations §4) and the operator by name from
// GET /Missions/Operators — a Dispatch Manager or a Driver cannot read /Users, which is where the
// generic reference column would look.
import { FunctionField } from 'react-admin';
import { formatDate } from '../../../../../schemas/dates';
import { stageLabel } from '../shared/stages';
import { useOperators } from '../shared/useOperators';

export function useHistoryFields() {
  const { nameOf } = useOperators();
  return {
    ship: <FunctionField source="ship" render={(r) => formatDate(r.ship)} />,
    missionStage: <FunctionField source="missionStage" render={(r) => stageLabel(r.missionStage)} />,
    computedDriverId: <FunctionField source="computedDriverId" render={(r) => nameOf(r.computedDriverId)} />,
  };
}
