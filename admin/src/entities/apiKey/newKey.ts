// The New API Key form's values and the body of POST /ApiKey they make: the expiry is a day the
// key works through (the end of that day, where the user is), checked here as the server checks it.
import { UserType } from '../../../../schemas/enums';

export interface NewKeyValues {
  name: string;
  userType: number;
  siteAccess: number[];
  /** YYYY-MM-DD, the last day the key works. */
  expiresOn: string;
}

const DAY = 24 * 60 * 60_000;
const dayText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const startValues = (now = new Date()): NewKeyValues => ({
  name: '',
  userType: UserType.DispatchManager,
  siteAccess: [],
  expiresOn: dayText(new Date(now.getTime() + 90 * DAY)),
});

/** The call's body, or the catalogue keys of what is missing, by field. */
export function newKeyBody(v: NewKeyValues, now = new Date()): { body?: object; problems?: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!v.name.trim()) problems.name = 'ra.validation.required';
  if (!v.siteAccess.length) problems.siteAccess = 'api_key.no_sites';
  const [y, m, d] = v.expiresOn.split('-').map(Number);
  const end = y && m && d ? new Date(y, m - 1, d, 23, 59, 59) : null;
  if (!end || end.getTime() <= now.getTime()) problems.expiresAt = 'ra.validation.required';
  if (Object.keys(problems).length) return { problems };
  return { body: { name: v.name.trim(), userType: v.userType, siteAccess: v.siteAccess, expiresAt: end!.toISOString() } };
}
