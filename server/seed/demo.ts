// The demo data set: two companies with sites, locations, lookups, security policies, users,
// carriers, assets (some under repair), payloads and missions in every stage. Written in one transaction,
// so a failure leaves nothing behind. Returns the demo login names.
import { UserType } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import { hashPassword } from '../account/hashing.js';
import { GREAT_LAKES_APPOINTMENTS, SUNBELT_APPOINTMENTS, seedAppointments } from './demoAppointments.js';
import { GREAT_LAKES_ASSETS, GREAT_LAKES_PAYLOADS, SUNBELT_ASSETS, SUNBELT_PAYLOADS } from './demoAssetData.js';
import { seedAssets, seedPayloads } from './demoAssets.js';
import { GREAT_LAKES_CARRIERS, SUNBELT_CARRIERS, seedCarriers } from './demoCarriers.js';
import { GREAT_LAKES_VISITS, SUNBELT_VISITS, seedGateVisits } from './demoGate.js';
import { seedYardChecks } from './demoYardChecks.js';
import { seedSecurityEvents } from './demoSecurityEvents.js';
import { GREAT_LAKES, SUNBELT, seedCompany } from './demoCompanies.js';
import { seedLookupGroups } from './demoLookups.js';
import { GREAT_LAKES_MISSIONS, SUNBELT_MISSIONS, seedMissions } from './demoOperations.js';
import { seedSecurityPolicies } from './demoSecurity.js';
import { makeEnv } from './demoShared.js';
import { GREAT_LAKES_USERS, SUNBELT_USERS, seedCompanyUsers, seedSysAdmin } from './demoUsers.js';

const DEMO = [
  {
    visits: GREAT_LAKES_VISITS,
    appointments: GREAT_LAKES_APPOINTMENTS,
    company: GREAT_LAKES,
    users: GREAT_LAKES_USERS,
    domain: 'greatlakesfreight.example',
    address: '192.0.2',
    assets: GREAT_LAKES_ASSETS,
    missions: GREAT_LAKES_MISSIONS,
    payloads: GREAT_LAKES_PAYLOADS,
    carriers: GREAT_LAKES_CARRIERS,
  },
  {
    company: SUNBELT,
    users: SUNBELT_USERS,
    domain: 'sunbeltlogistics.example',
    address: '198.51.100',
    assets: SUNBELT_ASSETS,
    missions: SUNBELT_MISSIONS,
    payloads: SUNBELT_PAYLOADS,
    carriers: SUNBELT_CARRIERS,
    visits: SUNBELT_VISITS,
    appointments: SUNBELT_APPOINTMENTS,
  },
];

export async function seedDemo(ctx: AppContext, password: string): Promise<string[]> {
  // argon2 is slow: one hash, shared by every demo user.
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const env = makeEnv(ctx, trx);
    await seedLookupGroups(env);
    const policies = await seedSecurityPolicies(env); // 'Default Policy' first: the system default
    await seedSysAdmin(env, passwordHash);
    const gates: (() => Promise<void>)[] = [];
    for (const d of DEMO) {
      const company = await seedCompany(env, d.company, policies);
      await seedCompanyUsers(env, passwordHash, company, d.users, d.domain);
      const carriers = await seedCarriers(env, company, d.carriers);
      const admin = d.users.find((u) => u[1] === UserType.SiteAdmin)?.[0] ?? 'sysadmin';
      await seedAssets(env, company, d.assets, admin);
      const missions = await seedMissions(env, company, d.missions);
      await seedPayloads(env, company, d.payloads, missions);
      await seedSecurityEvents(env, company.id, d.users, d.address);
      gates.push(async () => {
        const guard = d.users.find((u) => u[1] === UserType.DispatchManager)![0];
        await seedGateVisits(env, company, carriers, d.visits, guard);
        await seedAppointments(env, company, carriers, d.appointments, guard);
        const jockey = d.users.find((u) => u[1] === UserType.Driver)![0];
        await seedYardChecks(env, company, jockey, guard, company.sites.CHI !== undefined);
      });
    }
    // The gate's visits, the dock appointments and the yard checks last, so that no record seeded before them changes its id.
    for (const gate of gates) await gate();
    const footer = `© ${env.now.getFullYear()} Yardmaster · Fleet, dispatch and asset management`;
    await env.insert('systemSetting', { name: 'footer', value: footer });
  });
  return ['sysadmin', ...DEMO.flatMap((d) => d.users.map((u) => u[0]))];
}
