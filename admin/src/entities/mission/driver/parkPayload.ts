// The Park and Payload form of a completing mission (operations §2 "Other dialogs", §4, §5): where
// the asset was parked and, for an asset that tracks payload, the payload (its fields, checks and
// body are the payload manager's: entities/payload/payloadForm.ts), sent as the POST /MissionStage
// body that saves the stage, the park location and the payload in one call (the server does it in
// one transaction).
import { blank, payloadBody, payloadErrors, required, type FormErrors, type PayloadValues } from '../../payload/payloadForm';
import type { StageMove } from '../shared/sendStage';
import { MissionStage } from '../shared/stages';
import type { MissionRow } from './stageButtons';

export interface ParkPayloadValues extends PayloadValues {
  parkLocationId?: number | '' | null;
  /** The stage note (optional). */
  notes?: string | null;
}

/** The form's errors, shaped like the form (react-admin's form-level validate); empty when it may be sent. */
export function parkPayloadErrors(values: ParkPayloadValues, tracksPayload: boolean): FormErrors<ParkPayloadValues> {
  const errors: FormErrors<ParkPayloadValues> = tracksPayload ? payloadErrors(values) : {};
  if (blank(values.parkLocationId)) errors.parkLocationId = required('Park Location');
  return errors;
}

/** The Complete move with where the asset was parked and, for an asset that tracks payload, its payload. */
export function completeMove(mission: MissionRow, values: ParkPayloadValues, tracksPayload: boolean): StageMove {
  return {
    id: mission.id,
    currentMissionStage: mission.missionStage ?? MissionStage.None,
    missionStage: MissionStage.Complete,
    notes: values.notes?.trim() || null,
    parkLocationId: Number(values.parkLocationId),
    payload: tracksPayload ? payloadBody(values) : null,
  };
}
