// The demo logins. One password hash (argon2 is slow) is shared by every user; nobody is forced
// to change it and every account is active.
import { UserStatus, UserType } from '../../schemas/enums.js';
import { type CompanySeed, type DemoEnv, DAY, siteIds } from './demoShared.js';

type TimeZone = 'Pacific' | 'Mountain' | 'Central' | 'Eastern';
/** Site access is space-separated site codes; the first one is the work site. */
export type UserRow = [
  loginName: string,
  type: number,
  firstName: string,
  lastName: string,
  timeZone: TimeZone,
  sites: string,
  notes?: string,
];

export const GREAT_LAKES_USERS: UserRow[] = [
  ['siteadmin', UserType.SiteAdmin, 'Karen', 'Novak', 'Central', 'CHI DET TOL'],
  ['dispatcher', UserType.DispatchManager, 'Marcus', 'Bell', 'Central', 'CHI DET TOL', 'Day shift dispatch, Chicago office.'],
  ['driver', UserType.Driver, 'Tony', 'Russo', 'Central', 'CHI TOL', 'Yard jockey, Chicago day shift.'],
  ['driver2', UserType.Driver, 'Angela', 'Brooks', 'Eastern', 'DET', 'Detroit terminal; CDL-A.'],
  ['driver4', UserType.Driver, 'Nadia', 'Petrov', 'Eastern', 'TOL DET', 'Toledo shuttle; runs the Detroit lane.'],
];

export const SUNBELT_USERS: UserRow[] = [
  ['siteadmin2', UserType.SiteAdmin, 'Denise', 'Carter', 'Eastern', 'ATL DAL'],
  ['dispatcher2', UserType.DispatchManager, 'Raj', 'Patel', 'Eastern', 'ATL DAL'],
  ['driver3', UserType.Driver, 'Luis', 'Hernandez', 'Eastern', 'ATL', 'Atlanta DC, second shift.'],
  ['driver5', UserType.Driver, 'Samuel', 'Okafor', 'Central', 'DAL', 'Dallas terminal, day shift.'],
  ['driver6', UserType.Driver, 'Grace', 'Whitfield', 'Eastern', 'ATL', 'Atlanta DC, day shift.'],
];

function userRecord(env: DemoEnv, passwordHash: string, [loginName, type, firstName, lastName, timeZone, , notes]: UserRow, email: string) {
  return {
    loginName,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    email,
    type,
    status: UserStatus.Active,
    timeZone,
    notes: notes ?? null,
    isActive: true,
    isDarkMode: false,
    forcePWDChange: false,
    passwordHash,
    passwordChangedAt: env.now.toISOString(),
    graceLoginsUsed: 0,
    updateDate: env.ago(20 * DAY),
  };
}

/** The system administrator: no company, no site access. */
export async function seedSysAdmin(env: DemoEnv, passwordHash: string): Promise<void> {
  const row: UserRow = ['sysadmin', UserType.SysAdmin, 'Jordan', 'Ellis', 'Eastern', ''];
  await env.insert('user', {
    ...userRecord(env, passwordHash, row, 'jordan.ellis@yardmaster.example'),
    priCompanyId: null,
    site: null,
    siteAccess: [],
  });
}

/** A company's users, e-mail first.last@domain; fills company.users (id by login name). */
export async function seedCompanyUsers(env: DemoEnv, passwordHash: string, company: CompanySeed, rows: UserRow[], domain: string) {
  for (const row of rows) {
    const [loginName, , firstName, lastName, , sites] = row;
    const access = siteIds(company, sites);
    const rec = await env.insert('user', {
      ...userRecord(env, passwordHash, row, `${firstName}.${lastName}@${domain}`.toLowerCase()),
      priCompanyId: company.id,
      site: access[0],
      siteAccess: access,
    });
    company.users[loginName] = rec.id;
  }
}
