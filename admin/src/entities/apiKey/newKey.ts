// The New API Key form's values and the body of POST /ApiKey they make: the expiry is a day the
// key works through (the end of that day in the user's time zone, the zone every time of the app is
// shown in), checked here as the server checks it.
import { dayStart, nextDay } from '../../../../schemas/dates';
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

/** The call's body, or the catalogue keys of what is wrong, by field; `zone` is the user's. */
export function newKeyBody(v: NewKeyValues, zone: string, now = new Date()): { body?: object; problems?: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!v.name.trim()) problems.name = 'ra.validation.required';
  if (!v.siteAccess.length) problems.siteAccess = 'api_key.no_sites';
  // the last second of the day, where the user is
  const end = /^\d{4}-\d{2}-\d{2}$/.test(v.expiresOn) ? new Date(Date.parse(dayStart(nextDay(v.expiresOn), zone)) - 1000) : null;
  if (!end || Number.isNaN(end.getTime())) problems.expiresAt = 'ra.validation.required';
  else if (end.getTime() <= now.getTime()) problems.expiresAt = 'api_key.past';
  if (Object.keys(problems).length) return { problems };
  return { body: { name: v.name.trim(), userType: v.userType, siteAccess: v.siteAccess, expiresAt: end!.toISOString() } };
}
