// Lookup groups (fixed ids of schemas/enums.ts) and each company's pick lists.
import { LookupGroup, type LookupGroupName } from '../../schemas/enums.js';
import { type DemoEnv, DAY, strictGet } from './demoShared.js';

/** Every group with its description (= its name), ids as in LookupGroup. */
export async function seedLookupGroups(env: DemoEnv): Promise<void> {
  const updateDate = env.ago(30 * DAY);
  for (const [name, id] of Object.entries(LookupGroup)) {
    await env.insert('lookupGroup', { id, description: name, updateDate });
  }
}

/** The values every company starts with, in display order (sort = position from 1). */
const COMMON: Record<LookupGroupName, string[]> = {
  UserRole: ['Yard Operator', 'Road Driver', 'Dispatcher', 'Yard Supervisor', 'Administrator'],
  UserSecLevel: ['Level 1 - Basic', 'Level 2 - Standard', 'Level 3 - Elevated'],
  LocationType: ['Dock Door', 'Parking Row', 'Yard', 'Staging Lane', 'Maintenance Bay', 'Fuel Island'],
  AssetStatus: ['Available', 'In Use', 'Out of Service', 'In Repair'],
  AssetCustody: ['Company Owned', 'Leased', 'Customer Owned', 'Carrier Interchange'],
  AssetRepairType: ['Tires', 'Brakes', 'Lights & Electrical', 'Reefer Unit', 'Body Damage', 'Doors & Hinges', 'Preventive Maintenance'],
  AssetDefectSeverity: ['Minor', 'Major', 'Critical'],
  AssetRepairTech: [],
  AssetAssignment: ['Outbound', 'Inbound', 'Shuttle', 'Storage', 'Dedicated Customer'],
  AssetType: ['Dry Van', 'Reefer', 'Flatbed', 'Tanker', 'Yard Tractor'],
  AssetCategory: ['Trailer', 'Tractor', 'Container', 'Chassis'],
  MissionType: ['Move', 'Pull', 'Drop', 'Hook'],
  PayloadContent: ['Pallets', 'Cases', 'Drums', 'Totes', 'Cartons', 'Rolls'],
  PayloadStatus: ['Empty', 'Loading', 'Loaded', 'Partially Unloaded', 'Sealed'],
  PayloadAssignment: ['Outbound', 'Inbound', 'Transfer', 'Returns', 'Storage'],
};

/** Company-specific additions (technicians are people of that company or its vendors). */
export const COMPANY_LOOKUPS: Record<string, Partial<Record<LookupGroupName, string[]>>> = {
  glf: {
    AssetRepairTech: ['Mike Kowalski', 'Dana Whitfield', 'Ray Lindqvist', 'Lakeshore Fleet Service (vendor)'],
    LocationType: ['Rail Spur'],
  },
  sbl: {
    AssetRepairTech: ['Carlos Mendoza', 'Tasha Greene', 'Peachtree Truck & Trailer (vendor)'],
    AssetRepairType: ['Tank & Valves'],
    PayloadContent: ['Bags'],
  },
};

/** Inserts a company's lookups; returns the strict lookup function of CompanySeed. */
export async function seedLookups(env: DemoEnv, companyId: number, key: string) {
  const byKey = new Map<string, number>();
  const updateDate = env.ago(30 * DAY);
  for (const [group, values] of Object.entries(COMMON) as [LookupGroupName, string[]][]) {
    const all = [...values, ...(COMPANY_LOOKUPS[key]?.[group] ?? [])];
    for (const [i, description] of all.entries()) {
      // Sort is the position from 1; for defect severities that gives Minor 1, Major 2, Critical 3.
      const rec = await env.insert('lookup', {
        companyId,
        lookupGroupType: LookupGroup[group],
        description,
        isActive: true,
        sort: i + 1,
        updateDate,
      });
      byKey.set(`${group}:${description}`, rec.id);
    }
  }
  return (group: LookupGroupName, description: string) => strictGet(byKey, `${group}:${description}`, 'lookup');
}
