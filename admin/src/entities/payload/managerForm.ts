// The payload manager's form (operations §2 "Payload manager", §5 "Payload"): what it starts from
// — the asset's most recent payload (GET /Payload/MostRecent), or a blank payload at the asset's
// current location when it has none —, its checks, and the POST /Payload body. Each save records a
// new payload of the asset, so the body never carries an id.
import type { Payload } from '../../../../schemas/types.generated';
import { blank, payloadBody, payloadErrors, payloadStart, required, type FormErrors, type PayloadValues } from './payloadForm';

export interface ManagerValues extends PayloadValues {
  locId?: number | '' | null;
}

/** The form's first values: the most recent payload, else a blank one where the asset stands. */
export function startValues(recent: Payload | null, assetLocId: number | null | undefined): ManagerValues {
  return { locId: recent ? recent.locId : (assetLocId ?? ''), ...payloadStart(recent) };
}

/** The form's errors (react-admin's form-level validate); empty when it may be sent. */
export function managerErrors(values: ManagerValues): FormErrors<ManagerValues> {
  const errors: FormErrors<ManagerValues> = payloadErrors(values);
  if (blank(values.locId)) errors.locId = required('Location');
  return errors;
}

/** The POST /Payload body: a new payload of the asset (the server says whether it is complete). */
export const saveBody = (assetId: number, values: ManagerValues) => ({ assetId, locId: Number(values.locId), ...payloadBody(values) });
