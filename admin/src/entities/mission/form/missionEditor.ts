// The mission form as the generic editor sees it (operations §2 "Mission form", §5): the spec's
// fields in its order, the form's own inputs, and Delete only before a mission is dispatched (§4).
import type { EditorUi } from '../../../engine/entityUi';
import { MissionStage } from '../shared/stages';
import { AssetInput, LocationInput, NotesInput, OperatorInput, ShipDateInput, TargetLocationInput } from './MissionInputs';

export const MISSION_FIELDS = ['ship', 'assignedDriverId', 'missionType', 'assetId', 'sourceLocationId', 'targetLocationId', 'notes'];

export const missionEditor: EditorUi = {
  sections: [{ key: 'mission', props: MISSION_FIELDS }],
  inputs: {
    ship: ShipDateInput,
    assignedDriverId: OperatorInput,
    assetId: AssetInput,
    sourceLocationId: LocationInput,
    targetLocationId: TargetLocationInput,
    notes: NotesInput,
  },
  canDelete: (record) => (record.missionStage ?? MissionStage.None) === MissionStage.None,
};
