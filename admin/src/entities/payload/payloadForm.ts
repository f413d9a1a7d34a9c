// A payload as its forms edit it (operations §3 "Payload", §5 "Payload"): the payload manager's
// form and the Park and Payload dialog of a completing mission share the fields, their checks in
// the spec's words, what they start from and the body they send. The server checks all of it again.
import type { Payload } from '../../../../schemas/types.generated';

export interface ContentRow {
  contentTypeId?: number | '' | null;
  quantity?: number | string | null;
}

export interface PayloadValues {
  payloadStatusId?: number | '' | null;
  payloadAssignId?: number | '' | null;
  isRefrigerated?: boolean;
  temperature?: number | string | null;
  payloadNotes?: string | null;
  payloadContents?: ContentRow[];
}

/**
 * The payload fields a form starts from: the asset's most recent payload (what the asset carries
 * now, which the user edits rather than types again), else a blank payload.
 */
export function payloadStart(recent: Payload | null | undefined): Required<PayloadValues> {
  return {
    payloadStatusId: recent?.payloadStatusId ?? '',
    payloadAssignId: recent?.payloadAssignId ?? '',
    isRefrigerated: !!recent?.isRefrigerated,
    temperature: recent?.temperature ?? null,
    payloadNotes: recent?.payloadNotes ?? '',
    payloadContents: (recent?.payloadContents ?? []).map((c) => ({ contentTypeId: c.contentTypeId, quantity: c.quantity })),
  };
}

/** A catalogue key with its values; react-admin reads a form-level error as one only when it has both. */
export type Message = { message: string; args: Record<string, unknown> };
type RowErrors = Record<string, Message>[];
export type FormErrors<V> = Partial<Record<keyof V, Message | RowErrors>>;

const says = (message: string): Message => ({ message, args: {} });
export const blank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'string' && !v.trim());
/** '{label} is required' (the shared catalogue entry). */
export const required = (label: string): Message => ({ message: 'maintenance.validation.required', args: { label } });

/** The payload's own errors, shaped like the form: status, assignment, temperature, content rows. */
export function payloadErrors(values: PayloadValues): FormErrors<PayloadValues> {
  const errors: FormErrors<PayloadValues> = {};
  if (blank(values.payloadStatusId)) errors.payloadStatusId = required('Payload Status');
  if (blank(values.payloadAssignId)) errors.payloadAssignId = required('Payload Assignment');
  if (values.isRefrigerated && (blank(values.temperature) || !Number.isFinite(Number(values.temperature))))
    errors.temperature = required('Temperature');
  const rows = values.payloadContents ?? [];
  const rowErrors = rows.map((row, i) => {
    const e: Record<string, Message> = {};
    if (blank(row.contentTypeId)) e.contentTypeId = says('payloads.must_select_item');
    else if (rows.findIndex((r) => r.contentTypeId === row.contentTypeId) < i) e.contentTypeId = says('payloads.content_once');
    const qty = Number(row.quantity);
    if (blank(row.quantity) || !Number.isFinite(qty) || qty <= 0) e.quantity = says('payloads.qty_above_zero');
    return e;
  });
  if (rowErrors.some((e) => Object.keys(e).length)) errors.payloadContents = rowErrors;
  return errors;
}

const text = (v: string | null | undefined) => v?.trim() || null;

/** The payload fields of a save body (POST /Payload, the payload of POST /MissionStage). */
export function payloadBody(values: PayloadValues) {
  return {
    payloadStatusId: Number(values.payloadStatusId),
    payloadAssignId: Number(values.payloadAssignId),
    isRefrigerated: !!values.isRefrigerated,
    temperature: values.isRefrigerated ? Number(values.temperature) : null,
    payloadNotes: text(values.payloadNotes),
    payloadContents: (values.payloadContents ?? []).map((r) => ({
      contentTypeId: Number(r.contentTypeId),
      quantity: Number(r.quantity),
    })),
  };
}

/** A field the server names ('payloadContents[1].quantity') as the form's ('payloadContents.1.quantity'). */
export const formFieldOf = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** The server's 400 details ({ field, message }[]) by form field; details naming no field are left to the toast. */
export const detailsByField = (details: unknown): Record<string, string> =>
  Object.fromEntries(
    (Array.isArray(details) ? (details as { field?: string; message: string }[]) : [])
      .filter((d) => d.field)
      .map((d) => [formFieldOf(d.field!), d.message]),
  );
