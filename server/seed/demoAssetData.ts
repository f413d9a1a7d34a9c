// The demo fleet and payloads of each company, as compact rows. Locations are 'SITE:Location'
// keys of demoCompanies.ts; lookup values are descriptions of demoLookups.ts. Current locations
// match demoOperations.ts: an open mission starts where its asset stands, a completed one ended there.

export type AssetRow = [
  unit: string,
  type: string,
  status: string,
  custody: string,
  assignment: string,
  assignedLocation: string,
  currentLocation: string,
  siteAccess: string,
  trackPayload?: boolean,
];

const H = 60;
const D = 24 * H;

export const GREAT_LAKES_ASSETS: AssetRow[] = [
  ['TRL-1001', 'Dry Van', 'Available', 'Company Owned', 'Outbound', 'CHI:Door 01', 'CHI:Row A', 'CHI TOL', true],
  ['TRL-1002', 'Dry Van', 'In Use', 'Leased', 'Outbound', 'CHI:Door 02', 'CHI:Door 02', 'CHI', true],
  ['TRL-1003', 'Reefer', 'In Use', 'Company Owned', 'Dedicated Customer', 'CHI:Door 04', 'CHI:South Yard', 'CHI', true],
  ['TRL-1004', 'Reefer', 'In Repair', 'Company Owned', 'Storage', 'CHI:Row C', 'CHI:Maintenance Bay', 'CHI DET'],
  ['TRL-1005', 'Flatbed', 'Available', 'Leased', 'Inbound', 'DET:Row A', 'DET:Row A', 'DET'],
  ['TRL-1006', 'Flatbed', 'Out of Service', 'Company Owned', 'Storage', 'DET:Row B', 'DET:Maintenance Bay', 'DET'],
  ['TNK-3001', 'Tanker', 'Available', 'Customer Owned', 'Dedicated Customer', 'DET:East Yard', 'DET:East Yard', 'DET'],
  ['TRL-1008', 'Dry Van', 'In Repair', 'Company Owned', 'Outbound', 'TOL:Door 01', 'TOL:Maintenance Bay', 'TOL CHI'],
  ['TRL-1009', 'Dry Van', 'In Use', 'Carrier Interchange', 'Inbound', 'DET:Door 01', 'DET:Row B', 'DET', true],
  ['TRL-1010', 'Dry Van', 'Available', 'Company Owned', 'Storage', 'CHI:North Yard', 'CHI:North Yard', 'CHI', true],
  ['TRL-1011', 'Dry Van', 'Available', 'Leased', 'Shuttle', 'DET:Door 03', 'DET:Door 03', 'DET TOL', true],
  ['YT-0101', 'Yard Tractor', 'In Use', 'Company Owned', 'Shuttle', 'CHI:Fuel Island', 'CHI:Staging Lane 1', 'CHI'],
  ['TRL-1012', 'Dry Van', 'In Use', 'Company Owned', 'Shuttle', 'DET:Door 04', 'DET:Door 04', 'DET', true],
  ['TRL-1013', 'Dry Van', 'Available', 'Company Owned', 'Outbound', 'CHI:Door 05', 'CHI:Row C', 'CHI', true],
];

export const SUNBELT_ASSETS: AssetRow[] = [
  ['TRL-2001', 'Dry Van', 'Available', 'Company Owned', 'Outbound', 'ATL:Door 01', 'ATL:Row A', 'ATL'],
  ['TRL-2002', 'Reefer', 'In Use', 'Company Owned', 'Outbound', 'ATL:Door 05', 'ATL:Row B', 'ATL DAL', true],
  ['TRL-2003', 'Reefer', 'Available', 'Leased', 'Storage', 'DAL:Row A', 'DAL:Row A', 'DAL ATL', true],
  ['TRL-2004', 'Dry Van', 'In Repair', 'Company Owned', 'Inbound', 'DAL:Door 02', 'DAL:Maintenance Bay', 'DAL'],
  ['TRL-2005', 'Flatbed', 'Available', 'Company Owned', 'Inbound', 'DAL:Back Lot', 'DAL:Row B', 'DAL'],
  ['TRL-2006', 'Dry Van', 'Available', 'Company Owned', 'Outbound', 'ATL:Door 03', 'ATL:Door 03', 'ATL', true],
  ['TNK-2007', 'Tanker', 'Out of Service', 'Leased', 'Storage', 'DAL:Back Lot', 'DAL:Back Lot', 'DAL'],
  ['TRL-2008', 'Dry Van', 'Available', 'Customer Owned', 'Dedicated Customer', 'ATL:West Yard', 'ATL:West Yard', 'ATL'],
  ['YT-0201', 'Yard Tractor', 'In Use', 'Company Owned', 'Shuttle', 'ATL:Fuel Island', 'ATL:Staging Lane 1', 'ATL'],
  ['TRL-2009', 'Dry Van', 'In Use', 'Company Owned', 'Outbound', 'ATL:Door 04', 'ATL:Door 04', 'ATL', true],
];

export const DESCRIPTIONS: Record<string, string> = {
  'TRL-1001': '2021 Wabash DuraPlate 53 ft dry van',
  'TRL-1002': '2020 Utility 4000D-X 53 ft dry van',
  'TRL-1003': '2022 Great Dane Everest 53 ft reefer, Carrier X4 7500',
  'TRL-1004': '2019 Utility 3000R 53 ft reefer, Thermo King S-600',
  'TRL-1005': '2018 Fontaine Infinity 48 ft flatbed',
  'TRL-1006': '2017 Great Dane 48 ft flatbed',
  'TNK-3001': '2020 Polar 7,000 gal stainless food-grade tanker',
  'TRL-1008': '2019 Stoughton 53 ft dry van',
  'TRL-1009': '2023 Hyundai Translead 53 ft dry van',
  'TRL-1010': '2021 Wabash DuraPlate 53 ft dry van',
  'TRL-1011': '2022 Vanguard 53 ft dry van',
  'YT-0101': '2021 Kalmar Ottawa T2 yard tractor',
  'TRL-2001': '2022 Wabash DuraPlate 53 ft dry van',
  'TRL-2002': '2023 Utility 3000R 53 ft reefer, Carrier Vector 8600',
  'TRL-2003': '2021 Great Dane Everest 53 ft reefer, Thermo King Precedent',
  'TRL-2004': '2018 Stoughton 53 ft dry van',
  'TRL-2005': '2020 Fontaine Revolution 48 ft flatbed',
  'TRL-2006': '2022 Hyundai Translead 53 ft dry van',
  'TNK-2007': '2019 Heil 9,000 gal aluminum tanker',
  'TRL-2008': '2021 Utility 4000D-X 53 ft dry van',
  'YT-0201': '2022 Capacity TJ9000 yard tractor',
  'TRL-1012': '2023 Wabash DuraPlate 53 ft dry van',
  'TRL-1013': '2020 Great Dane Champion 53 ft dry van',
  'TRL-2009': '2024 Utility 4000D-X 53 ft dry van',
};

/** Open repairs: [repair type, technician, defect severity, minutes until the ETA, complaint]. */
export const REPAIRS: Record<string, [type: string, tech: string, severity: string, etaIn: number, complaint: string]> = {
  'TRL-1004': ['Reefer Unit', 'Mike Kowalski', 'Major', 2 * D, 'Reefer unit will not hold set point; alarm 12 (high discharge pressure).'],
  'TRL-1006': [
    'Brakes',
    'Lakeshore Fleet Service (vendor)',
    'Critical',
    5 * D,
    'Air leak at right rear brake chamber; failed brake check.',
  ],
  'TRL-1008': ['Lights & Electrical', 'Ray Lindqvist', 'Minor', 6 * H, 'Right rear marker lamp out; ABS warning lamp intermittent.'],
  'TRL-2004': ['Tires', 'Carlos Mendoza', 'Major', 1 * D, 'Left outer tire on axle 2 at 3/32 in. tread with a sidewall cut.'],
  'TNK-2007': [
    'Tank & Valves',
    'Peachtree Truck & Trailer (vendor)',
    'Critical',
    4 * D,
    'Discharge valve weeping; rebuild and tank wash needed.',
  ],
};

export const PM_INFO: Record<string, string> = {
  'TRL-1001': 'Annual DOT inspection due 2026-09-14.',
  'TRL-1003': 'Reefer unit service every 1,500 engine hours; last at 14,210.',
  'TNK-3001': 'Wash ticket required before each load.',
  'YT-0101': 'Engine oil and filter every 500 hours.',
  'TRL-2002': 'Reefer unit service every 1,500 engine hours; last at 6,880.',
};

export const STATUS_NOTES: Record<string, string> = {
  'TRL-1002': 'Loaded for Milwaukee; moving to Row B.',
  'TRL-1004': 'Condenser fan motor on order.',
  'TRL-1006': 'Tagged out of service by the Detroit yard supervisor.',
  'TNK-2007': 'Waiting on the vendor for a valve kit.',
};

export type PayloadRow = [
  unit: string,
  location: string,
  status: string,
  assignment: string,
  contents: Record<string, number>,
  temperature: number | null,
  /** Mission key whose completion recorded it, 'driver' when a driver saved it, else null (dispatcher). */
  by: string | null,
  minutesAgo: number,
  notes?: string,
];

export const GREAT_LAKES_PAYLOADS: PayloadRow[] = [
  ['TRL-1002', 'CHI:Door 02', 'Loaded', 'Outbound', { Pallets: 26 }, null, null, 3 * H, 'Paper goods for Milwaukee DC; seal 448213.'],
  ['TRL-1003', 'CHI:South Yard', 'Loaded', 'Outbound', { Pallets: 22, Cases: 340 }, 34, null, 5 * H, 'Dairy; keep at 33-38 °F.'],
  ['TRL-1009', 'DET:Row B', 'Loaded', 'Inbound', { Drums: 80 }, null, 'driver', 7 * H, 'Lubricant drums; placards on.'],
  ['TRL-1010', 'CHI:North Yard', 'Loaded', 'Storage', { Totes: 40, Pallets: 6 }, null, 'GLF-7', D + 3 * H + 5],
  ['TRL-1011', 'DET:Door 03', 'Loaded', 'Inbound', { Cartons: 640 }, null, 'GLF-8', D + 5 * H + 55],
  ['TRL-1011', 'DET:Door 03', 'Partially Unloaded', 'Inbound', { Cartons: 320 }, null, null, 2 * H, 'Rest after the 14:00 window.'],
];

export const SUNBELT_PAYLOADS: PayloadRow[] = [
  ['TRL-2002', 'ATL:Row B', 'Loaded', 'Outbound', { Cases: 960, Pallets: 20 }, 36, null, 4 * H, 'Produce for Savannah stores.'],
  ['TRL-2003', 'DAL:Row A', 'Sealed', 'Storage', { Cartons: 1500 }, -10, 'driver', 2 * D, 'Frozen overflow; check fuel daily.'],
  ['TRL-2006', 'ATL:Door 03', 'Loaded', 'Outbound', { Pallets: 18, Bags: 400 }, null, 'SBL-4', D + 3 * H + 45],
];
