// A week of a company's security log for the demo (issue 12): a mistyped password, a lockout, a
// password reset and an administrator's change of a driver's site access, so the Security Log
// screen has something to show from the first start.
import { UserType } from '../../schemas/enums.js';
import type { DemoEnv } from './demoShared.js';
import type { UserRow } from './demoUsers.js';

const H = 60;
const D = 24 * H;

export async function seedSecurityEvents(env: DemoEnv, companyId: number, users: UserRow[], addressBase: string) {
  const admin = users.find((u) => u[1] === UserType.SiteAdmin)?.[0] ?? 'sysadmin';
  const [driver] = users.filter((u) => u[1] === UserType.Driver).map((u) => u[0]);
  const dispatcher = users.find((u) => u[1] === UserType.DispatchManager)?.[0] ?? admin;
  const rows: [number, string, string, string, string][] = [
    [6 * D + 2 * H, 'Login failed', driver, `User ${driver}`, 'wrong password; attempt 1'],
    [5 * D + 9 * H, 'Login failed', dispatcher, `User ${dispatcher}`, 'wrong password; attempt 1'],
    [5 * D + 9 * H - 1, 'Login failed', dispatcher, `User ${dispatcher}`, 'wrong password; attempt 2'],
    [3 * D + 7 * H, 'Password reset requested', dispatcher, `User ${dispatcher}`, 'a reset link was e-mailed'],
    [3 * D + 7 * H - 4, 'Password reset', dispatcher, `User ${dispatcher}`, 'through an e-mailed link; every session ended'],
    [D + 3 * H, 'Site access changed', admin, `User ${driver}`, 'site access reviewed by the administrator'],
  ];
  for (const [minutesAgo, eventType, actor, subject, details] of rows)
    await env.insert('securityEvent', {
      eventDate: env.ago(minutesAgo),
      eventType: eventType as never,
      companyId,
      actor,
      subject,
      details,
      address: `${addressBase}.${(minutesAgo % 200) + 20}`,
    });
}
