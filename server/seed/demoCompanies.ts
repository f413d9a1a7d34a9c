// The two demo companies with their sites and locations, and the company seed that also fills
// the company's lookups. Phone numbers use the fictional 555-01xx range.
import { UserType } from '../../schemas/enums.js';
import { seedLookups } from './demoLookups.js';
import { type CompanySeed, type DemoEnv, DAY, strictGet } from './demoShared.js';

/** A site and the shape of its locations: dock doors, parking rows (letters) and yards. */
type SiteRow = [
  code: string,
  siteName: string,
  address1: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
  doors: number,
  rows: string,
  yards: string[],
];

export interface CompanyDef {
  key: string;
  name: string;
  description: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  sites: SiteRow[];
}

export const GREAT_LAKES: CompanyDef = {
  key: 'glf',
  name: 'Great Lakes Freight',
  description: 'Regional truckload and cross-dock carrier serving the Great Lakes corridor.',
  address1: '2250 S Ashland Ave',
  address2: 'Suite 400',
  city: 'Chicago',
  state: 'IL',
  zip: '60608',
  phone: '(312) 555-0142',
  sites: [
    ['CHI', 'Chicago Cross-Dock', '4800 S Central Ave', 'Chicago', 'IL', '60638', '(773) 555-0118', 6, 'ABC', ['North Yard', 'South Yard']],
    ['DET', 'Detroit Terminal', '7300 W Fort St', 'Detroit', 'MI', '48209', '(313) 555-0163', 4, 'AB', ['East Yard']],
    ['TOL', 'Toledo Yard', '3200 Matzinger Rd', 'Toledo', 'OH', '43613', '(419) 555-0127', 2, 'A', ['Main Yard']],
  ],
};

export const SUNBELT: CompanyDef = {
  key: 'sbl',
  name: 'Sunbelt Logistics',
  description: 'Temperature-controlled and dry distribution across the Southeast and Texas.',
  address1: '1800 Northside Dr NW',
  city: 'Atlanta',
  state: 'GA',
  zip: '30318',
  phone: '(404) 555-0187',
  sites: [
    [
      'ATL',
      'Atlanta Distribution Center',
      '4500 Fulton Industrial Blvd SW',
      'Atlanta',
      'GA',
      '30336',
      '(404) 555-0131',
      6,
      'AB',
      ['West Yard'],
    ],
    ['DAL', 'Dallas Terminal', '2100 W Mockingbird Ln', 'Dallas', 'TX', '75235', '(214) 555-0176', 4, 'AB', ['Back Lot']],
  ],
};

/** Locations beyond the common shape, by site code: [name, location type]. */
const EXTRA_LOCATIONS: Record<string, [string, string][]> = { CHI: [['Rail Spur 1', 'Rail Spur']] };

/** [name, location type, code suffix] of every location of a site. */
function locationsOf([code, , , , , , , doors, rows, yards]: SiteRow): [string, string, string][] {
  const two = (n: number) => String(n).padStart(2, '0');
  return [
    ...Array.from({ length: doors }, (_, i): [string, string, string] => [`Door ${two(i + 1)}`, 'Dock Door', `D${two(i + 1)}`]),
    ...[...rows].map((r): [string, string, string] => [`Row ${r}`, 'Parking Row', `R${r}`]),
    ...yards.map((y, i): [string, string, string] => [y, 'Yard', `Y${i + 1}`]),
    ['Staging Lane 1', 'Staging Lane', 'S1'],
    ['Maintenance Bay', 'Maintenance Bay', 'MB'],
    ['Fuel Island', 'Fuel Island', 'FI'],
    ...(EXTRA_LOCATIONS[code] ?? []).map(([name, type], i): [string, string, string] => [name, type, `X${i + 1}`]),
  ];
}

/** Company (with its policy assignments), lookups, sites and locations. */
export async function seedCompany(env: DemoEnv, def: CompanyDef, policies: Record<string, number>): Promise<CompanySeed> {
  const { key: _key, sites: siteRows, ...fields } = def;
  const company = await env.insert('company', {
    ...fields,
    isActive: true,
    defaultSecurityParameterId: policies['Default Policy'],
    userTypeSecurityParameters: [
      { userType: UserType.Driver, securityParameterId: policies['Driver Policy'] },
      { userType: UserType.DispatchManager, securityParameterId: policies['Dispatch Policy'] },
      { userType: UserType.SiteAdmin, securityParameterId: policies['Administrator Policy'] },
    ],
    updateDate: env.ago(30 * DAY),
  });
  const lk = await seedLookups(env, company.id, def.key);
  const sites: Record<string, number> = {};
  const locs = new Map<string, number>();
  for (const row of siteRows) {
    const [code, siteName, address1, city, state, zip, phone] = row;
    const site = await env.insert('site', { companyId: company.id, siteName, address1, city, state, zip, phone, isActive: true });
    sites[code] = site.id;
    for (const [i, [location, type, suffix]] of locationsOf(row).entries()) {
      const rec = await env.insert('location', {
        siteId: site.id,
        location,
        locId: `${code}-${suffix}`,
        locationType: lk('LocationType', type),
        notes: type === 'Dock Door' ? 'Dock leveler and seal; 53 ft trailers.' : null,
        isActive: true,
        sort: i + 1,
      });
      locs.set(`${code}:${location}`, rec.id);
    }
  }
  return { id: company.id, sites, lk, loc: (ref) => strictGet(locs, ref, 'location'), users: {}, assets: {} };
}
