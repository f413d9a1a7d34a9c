// react-admin stores a validator's result in react-hook-form as '@@react-admin@@' + JSON; server
// errors (setSubmissionErrors) arrive as plain text. Both are read back here for the save toast.
import type { FieldErrors } from 'react-hook-form';

const PREFIX = '@@react-admin@@';

export type ErrorText = { message: string; args?: Record<string, unknown> };

export function decodeError(message: unknown): ErrorText | null {
  if (typeof message !== 'string' || !message) return null;
  if (!message.startsWith(PREFIX)) return { message };
  try {
    const value = JSON.parse(message.slice(PREFIX.length));
    return typeof value === 'string' ? { message: value } : { message: value.message, args: value.args };
  } catch {
    return { message };
  }
}

/** The server's message when there is one, else the first field's, with that field's name. */
export function firstError(errors: FieldErrors, order: string[]): { field?: string; text: ErrorText } | null {
  const root = decodeError(errors.root?.serverError?.message);
  const fields = Object.keys(errors).filter((f) => f !== 'root');
  const field = order.find((f) => fields.includes(f)) ?? fields[0];
  const own = field ? decodeError(errors[field]?.message) : null;
  if (root) return { field, text: root };
  return own ? { field, text: own } : null;
}
