// The gate's two forms (issue 32), Check In and Check Out: the values they edit, their checks in
// the server's words (the server checks all of it again and names the field it refuses), the
// bodies of POST /Gate/CheckIn and /Gate/CheckOut, and the server's refusals put on the fields.
import { blank, detailsByField, required, type FormErrors, type Message } from '../payload/payloadForm';

type Id = number | '' | null | undefined;
type Num = number | string | null | undefined;

export interface CheckInValues {
  siteId?: Id;
  carrierId?: Id;
  /** An asset of the company chosen by its Unit ID; null while the typed Unit ID is none of them (a new trailer). */
  assetId?: number | null;
  /** The trailer's Unit ID as typed or chosen. */
  unitId?: string | null;
  assetType?: Id;
  assetCategory?: Id;
  tractor?: string | null;
  driverName?: string | null;
  sealNumber?: string | null;
  payloadStatusId?: Id;
  payloadAssignId?: Id;
  isRefrigerated?: boolean;
  setPoint?: Num;
  temperature?: Num;
  parkLocationId?: Id;
  /** The dock appointment the trailer comes for (issue 33). */
  appointmentId?: number | null;
  notes?: string | null;
}

export interface CheckOutValues {
  visitId?: Id;
  sealNumber?: string | null;
  payloadStatusId?: Id;
  tractor?: string | null;
  driverName?: string | null;
  notes?: string | null;
}

/** The payload statuses a trailer is loaded in, whose seal must be recorded (the demo's and the server's: Loaded, Sealed). */
export const LOADED_STATUSES = ['Loaded', 'Sealed'];

/** The ids of the loaded statuses among a company's PayloadStatus lookups. */
export const loadedStatusIds = (lookups: { id: unknown; description?: unknown }[] | undefined): Set<unknown> =>
  new Set((lookups ?? []).filter((l) => LOADED_STATUSES.includes(String(l.description))).map((l) => l.id));

/** A typed Unit ID that names none of the company's assets: a trailer the gate creates. */
export const isNewTrailer = (values: Pick<CheckInValues, 'assetId' | 'unitId'>) => !values.assetId && !blank(values.unitId);

/** °F limits of a set point and a gate temperature (the visit's schema). */
const DEGREES = { minimum: -100, maximum: 150 };

function degreesError(value: Num, label: string): Message | undefined {
  if (blank(value)) return required(label);
  const n = Number(value);
  if (!Number.isFinite(n)) return { message: 'maintenance.validation.invalid', args: { label } };
  if (n < DEGREES.minimum) return { message: 'maintenance.validation.minimum', args: { label, minimum: DEGREES.minimum } };
  if (n > DEGREES.maximum) return { message: 'maintenance.validation.maximum', args: { label, maximum: DEGREES.maximum } };
  return undefined;
}

/** Check In's errors: site, carrier, trailer (a new one with its type and category), payload, seal when loaded, reefer readings. */
export function checkInErrors(values: CheckInValues, loaded: Set<unknown>): FormErrors<CheckInValues> {
  const errors: FormErrors<CheckInValues> = {};
  if (blank(values.siteId)) errors.siteId = required('Site');
  if (blank(values.carrierId)) errors.carrierId = required('Carrier');
  if (blank(values.unitId)) errors.unitId = required('Unit ID');
  if (isNewTrailer(values)) {
    if (blank(values.assetType)) errors.assetType = required('Asset Type');
    if (blank(values.assetCategory)) errors.assetCategory = required('Asset Category');
  }
  if (blank(values.payloadStatusId)) errors.payloadStatusId = required('Loaded or Empty');
  else if (loaded.has(values.payloadStatusId) && blank(values.sealNumber)) errors.sealNumber = required('Seal Number');
  if (blank(values.payloadAssignId)) errors.payloadAssignId = required('Inbound or Outbound');
  if (values.isRefrigerated) {
    const setPoint = degreesError(values.setPoint, 'Set Point');
    const temperature = degreesError(values.temperature, 'Gate Temperature');
    if (setPoint) errors.setPoint = setPoint;
    if (temperature) errors.temperature = temperature;
  }
  return errors;
}

/** Check Out's errors: the visit, and its outbound payload status. */
export function checkOutErrors(values: CheckOutValues, loaded: Set<unknown>): FormErrors<CheckOutValues> {
  const errors: FormErrors<CheckOutValues> = {};
  if (blank(values.visitId)) errors.visitId = required('Trailer');
  if (blank(values.payloadStatusId)) errors.payloadStatusId = required('Loaded or Empty');
  else if (loaded.has(values.payloadStatusId) && blank(values.sealNumber)) errors.sealNumber = required('Outbound Seal Number');
  return errors;
}

const text = (v: string | null | undefined) => v?.trim() || null;
const idOrNull = (v: Id) => (blank(v) ? null : Number(v));

/** POST /Gate/CheckIn's body: an asset of the company by its id, or a new one by its Unit ID, type and category. */
export function checkInBody(values: CheckInValues) {
  const trailer = isNewTrailer(values)
    ? { unitId: values.unitId!.trim(), assetType: Number(values.assetType), assetCategory: Number(values.assetCategory) }
    : { assetId: Number(values.assetId) };
  const reefer = !!values.isRefrigerated;
  return {
    siteId: Number(values.siteId),
    carrierId: Number(values.carrierId),
    ...trailer,
    tractor: text(values.tractor),
    driverName: text(values.driverName),
    sealNumber: text(values.sealNumber),
    payloadStatusId: Number(values.payloadStatusId),
    payloadAssignId: Number(values.payloadAssignId),
    isRefrigerated: reefer,
    setPoint: reefer ? Number(values.setPoint) : null,
    temperature: reefer ? Number(values.temperature) : null,
    parkLocationId: idOrNull(values.parkLocationId),
    appointmentId: idOrNull(values.appointmentId),
    notes: text(values.notes),
  };
}

/** POST /Gate/CheckOut's body. */
export const checkOutBody = (values: CheckOutValues) => ({
  visitId: Number(values.visitId),
  sealNumber: text(values.sealNumber),
  payloadStatusId: Number(values.payloadStatusId),
  tractor: text(values.tractor),
  driverName: text(values.driverName),
  notes: text(values.notes),
});

/**
 * The server's 400/409 details on the form's fields: the trailer is one field here whether the
 * server names the asset or the Unit ID; a field the form does not have is left to the toast.
 */
export function refusalsOnFields(details: unknown, fields: readonly string[], aliases: Record<string, string> = {}) {
  const byField = Object.entries(detailsByField(details)).map(([field, message]) => [aliases[field] ?? field, message] as const);
  const onForm = byField.filter(([field]) => fields.includes(field));
  return { onForm: Object.fromEntries(onForm), elsewhere: byField.filter(([field]) => !fields.includes(field)).map(([, m]) => m) };
}

export const CHECK_IN_FIELDS = [
  'siteId',
  'carrierId',
  'unitId',
  'assetType',
  'assetCategory',
  'tractor',
  'driverName',
  'sealNumber',
  'payloadStatusId',
  'payloadAssignId',
  'isRefrigerated',
  'setPoint',
  'temperature',
  'parkLocationId',
  'appointmentId',
  'notes',
] as const;
export const CHECK_IN_ALIASES = { assetId: 'unitId', gateTemperature: 'temperature' };
export const CHECK_OUT_FIELDS = ['visitId', 'sealNumber', 'payloadStatusId', 'tractor', 'driverName', 'notes'] as const;
