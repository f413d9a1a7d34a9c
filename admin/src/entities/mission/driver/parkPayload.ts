// The Park and Payload form of a completing mission (operations §2 "Other dialogs", §4, §5): its
// checks in the spec's words, and the POST /MissionStage body that saves the stage, the park
// location and the payload in one call (the server does it in one transaction).
import type { StageMove } from '../shared/sendStage';
import { MissionStage } from '../shared/stages';
import type { MissionRow } from './stageButtons';

export interface ContentRow {
  contentTypeId?: number | '' | null;
  quantity?: number | string | null;
}

export interface ParkPayloadValues {
  parkLocationId?: number | '' | null;
  /** The stage note (optional). */
  notes?: string | null;
  payloadStatusId?: number | '' | null;
  payloadAssignId?: number | '' | null;
  isRefrigerated?: boolean;
  temperature?: number | string | null;
  payloadNotes?: string | null;
  payloadContents?: ContentRow[];
}

/** A catalogue key with its values; react-admin reads a form-level error as one only when it has both. */
type Message = { message: string; args: Record<string, unknown> };

const says = (message: string): Message => ({ message, args: {} });
type Errors = Partial<Record<keyof ParkPayloadValues, Message | Record<string, Message>[]>>;

const blank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'string' && !v.trim());
const required = (label: string): Message => ({ message: 'maintenance.validation.required', args: { label } });

/** The form's errors, shaped like the form (react-admin's form-level validate); empty when it may be sent. */
export function parkPayloadErrors(values: ParkPayloadValues, tracksPayload: boolean): Errors {
  const errors: Errors = {};
  if (blank(values.parkLocationId)) errors.parkLocationId = required('Park Location');
  if (!tracksPayload) return errors;
  if (blank(values.payloadStatusId)) errors.payloadStatusId = required('Payload Status');
  if (blank(values.payloadAssignId)) errors.payloadAssignId = required('Payload Assignment');
  if (values.isRefrigerated && (blank(values.temperature) || !Number.isFinite(Number(values.temperature))))
    errors.temperature = required('Temperature');
  const rows = values.payloadContents ?? [];
  const rowErrors = rows.map((row, i) => {
    const e: Record<string, Message> = {};
    if (blank(row.contentTypeId)) e.contentTypeId = says('missions.driver.must_select_item');
    else if (rows.findIndex((r) => r.contentTypeId === row.contentTypeId) < i) e.contentTypeId = says('missions.driver.content_once');
    const qty = Number(row.quantity);
    if (blank(row.quantity) || !Number.isFinite(qty) || qty <= 0) e.quantity = says('missions.driver.qty_above_zero');
    return e;
  });
  if (rowErrors.some((e) => Object.keys(e).length)) errors.payloadContents = rowErrors;
  return errors;
}

const text = (v: string | null | undefined) => v?.trim() || null;

/** The Complete move with where the asset was parked and, for an asset that tracks payload, its payload. */
export function completeMove(mission: MissionRow, values: ParkPayloadValues, tracksPayload: boolean): StageMove {
  return {
    id: mission.id,
    currentMissionStage: mission.missionStage ?? MissionStage.None,
    missionStage: MissionStage.Complete,
    notes: text(values.notes),
    parkLocationId: Number(values.parkLocationId),
    payload: tracksPayload
      ? {
          payloadStatusId: Number(values.payloadStatusId),
          payloadAssignId: Number(values.payloadAssignId),
          isRefrigerated: !!values.isRefrigerated,
          temperature: values.isRefrigerated ? Number(values.temperature) : null,
          payloadNotes: text(values.payloadNotes),
          payloadContents: (values.payloadContents ?? []).map((r) => ({
            contentTypeId: Number(r.contentTypeId),
            quantity: Number(r.quantity),
          })),
        }
      : null,
  };
}
