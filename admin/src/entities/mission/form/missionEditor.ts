// The mission form as the generic editor sees it (operations §2 "Mission form", §5): the spec's
// fields in its order, the form's own inputs, Delete only before a mission is dispatched (§4),
// and a completed mission shown read-only.
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
  // the server refuses every change to a completed mission (server/entities/mission/save.ts)
  closed: (record) => (record.missionStage === MissionStage.Complete ? 'missions.form_completed' : undefined),
};
