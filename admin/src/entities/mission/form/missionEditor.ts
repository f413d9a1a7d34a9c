// The mission form as the generic editor sees it (operations §2 "Mission form", §5): the spec's
// fields in its order, the form's own inputs, Delete only before a mission is dispatched (§4),
// a completed mission shown read-only, one a driver is working with what he works with locked, and
// an asset already on another open mission saved only once the dispatcher confirms it.
import type { EditorUi } from '../../../engine/entityUi';
import { isActiveStage, MissionStage } from '../shared/stages';
import { AssetInput, LocationInput, NotesInput, OperatorInput, ShipDateInput, TargetLocationInput } from './MissionInputs';

export const MISSION_FIELDS = ['ship', 'assignedDriverId', 'missionType', 'assetId', 'sourceLocationId', 'targetLocationId', 'notes'];

/** What a driver works with: unchanged while he works the mission (the server's LOCKED_WHILE_ACTIVE, server/entities/mission/save.ts). */
export const LOCKED_WHILE_ACTIVE = ['assetId', 'sourceLocationId', 'targetLocationId', 'assignedDriverId'];

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
  // an asset already on another open mission: the server names it and the dispatcher confirms (save.ts)
  confirmations: {
    asset_in_use: { flag: 'overrideAssetInUse', title: 'missions.form_asset_in_use_title', confirm: 'missions.form_save_anyway' },
  },
  // the server refuses every change to a completed mission (server/entities/mission/save.ts)
  closed: (record) => (record.missionStage === MissionStage.Complete ? 'missions.form_completed' : undefined),
  // and a 409 to a change of what its driver works with while he works it (Activate, Wait, Resume)
  locked: (record) =>
    isActiveStage(record.missionStage)
      ? { fields: LOCKED_WHILE_ACTIVE, notice: 'missions.form_locked', fieldNote: 'missions.form_locked_field' }
      : undefined,
};
