// The demo's carriers (issue 32): the trucking companies that bring each company's trailers, with
// the free time and detention rate their contracts give (about two hours free is common).
import type { Carrier } from '../../schemas/types.generated.js';
import type { CompanySeed, DemoEnv } from './demoShared.js';

/** [name, SCAC, phone, free minutes, detention rate per hour (null: none agreed)] */
type CarrierRow = [string, string, string, number, number | null];

export const GREAT_LAKES_CARRIERS: CarrierRow[] = [
  ['Lakeshore Logistics', 'LKSH', '(312) 555-0140', 120, 75],
  ['Motor City Drayage', 'MCDR', '(313) 555-0112', 90, 60],
  ['Prairie Express', 'PRXP', '(419) 555-0187', 120, null],
];

export const SUNBELT_CARRIERS: CarrierRow[] = [
  ['Peach State Lines', 'PSLN', '(404) 555-0163', 120, 65],
  ['Gulf Coast Carriers', 'GCCR', '(214) 555-0129', 60, 80],
];

export async function seedCarriers(env: DemoEnv, company: CompanySeed, rows: CarrierRow[]): Promise<Carrier[]> {
  const made: Carrier[] = [];
  for (const [name, scac, phone, freeMinutes, detentionRate] of rows)
    made.push(
      await env.insert('carrier', { companyId: company.id, name, scac, phone, email: null, freeMinutes, detentionRate, isActive: true }),
    );
  return made;
}
