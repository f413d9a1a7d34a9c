// A busy day on each company's board: missions in every stage (operations §4) at several sites,
// with their stage history. A driver works one mission at a time (Activate, Wait or Resume), so
// each active mission has a driver of its own. The current stage is the last history entry (None
// without one); the active operator is whoever activated it last;
// totalWait sums the Wait spans in minutes (a mission still waiting counts up to now).
import { MissionStage } from '../../schemas/enums.js';
import { type CompanySeed, type DemoEnv, DAY, HOUR } from './demoShared.js';

const H = HOUR;
const Y = DAY; // yesterday, about this time

type StageName = Exclude<keyof typeof MissionStage, 'None' | 'Deleted'>;
/** [stage, minutes ago, login, note] */
type StageRow = [StageName, number, string, string?];
/** Ship is days from today; created is minutes ago; driver is the assigned operator's login. */
type MissionRow = [
  key: string,
  unit: string,
  type: string,
  from: string,
  to: string,
  driver: string | null,
  ship: number,
  priority: number,
  created: number,
];

export const GREAT_LAKES_MISSIONS: MissionRow[] = [
  ['GLF-1', 'TRL-1001', 'Move', 'CHI:Row A', 'CHI:Door 03', null, 1, 10, 3 * H],
  ['GLF-2', 'TRL-1005', 'Pull', 'DET:Row A', 'DET:Door 02', 'driver2', 1, 20, 2 * H],
  ['GLF-3', 'TNK-3001', 'Hook', 'DET:East Yard', 'DET:Staging Lane 1', 'driver2', 0, 30, 5 * H],
  ['GLF-4', 'TRL-1002', 'Move', 'CHI:Door 02', 'CHI:Row B', 'driver', 0, 60, 4 * H],
  ['GLF-5', 'TRL-1009', 'Move', 'DET:Row B', 'DET:Door 01', 'driver2', 0, 50, 6 * H],
  ['GLF-6', 'TRL-1003', 'Drop', 'CHI:South Yard', 'CHI:Door 04', 'driver', 0, 40, 8 * H],
  ['GLF-7', 'TRL-1010', 'Drop', 'CHI:Door 01', 'CHI:North Yard', 'driver', -1, 15, Y + 6 * H],
  ['GLF-8', 'TRL-1011', 'Move', 'DET:Row A', 'DET:Door 03', 'driver2', -1, 25, Y + 8 * H],
  ['GLF-9', 'TRL-1012', 'Move', 'DET:Door 04', 'DET:East Yard', 'driver4', 0, 45, 4 * H],
  ['GLF-10', 'TRL-1013', 'Drop', 'CHI:Row C', 'CHI:Door 05', 'driver', 0, 55, H],
];

export const SUNBELT_MISSIONS: MissionRow[] = [
  ['SBL-1', 'TRL-2001', 'Move', 'ATL:Row A', 'ATL:Door 02', 'driver3', 1, 22, H],
  ['SBL-2', 'TRL-2008', 'Hook', 'ATL:West Yard', 'ATL:Door 06', 'driver3', 0, 35, 3 * H],
  ['SBL-3', 'TRL-2002', 'Move', 'ATL:Row B', 'ATL:Door 05', 'driver3', 0, 45, 5 * H],
  ['SBL-4', 'TRL-2006', 'Move', 'ATL:West Yard', 'ATL:Door 03', 'driver3', -1, 12, 2 * DAY],
  ['SBL-5', 'TRL-2005', 'Pull', 'DAL:Row B', 'DAL:Door 01', null, 2, 8, 30],
  ['SBL-6', 'TRL-2003', 'Move', 'DAL:Row A', 'DAL:Door 03', 'driver5', 0, 40, 3 * H],
  ['SBL-7', 'TRL-2009', 'Pull', 'ATL:Door 04', 'ATL:Row A', 'driver6', 0, 28, 2 * H],
];

const NOTES: Record<string, string> = {
  'GLF-1': "Stage for tomorrow's 06:00 outbound to Milwaukee.",
  'GLF-2': 'Steel coils inbound; pull to door 2 for unload.',
  'GLF-3': 'Wash ticket is in the box.',
  'GLF-5': 'Receiving expects it by 15:00.',
  'SBL-3': 'Produce; dock as soon as the reefer reads 36 °F.',
  'SBL-5': 'No operator yet: Dallas second shift to pick up.',
  'GLF-9': 'Empty; stage it for the Toledo shuttle.',
  'SBL-6': 'Reefer set to 34 °F; check the reading at the door.',
};

const STAGES: Record<string, StageRow[]> = {
  'GLF-3': [['Dispatched', 90, 'dispatcher']],
  'GLF-4': [
    ['Dispatched', 70, 'dispatcher'],
    ['Activate', 25, 'driver'],
  ],
  'GLF-5': [
    ['Dispatched', 120, 'dispatcher'],
    ['Activate', 55, 'driver2'],
    ['Wait', 35, 'driver2', 'Door 01 still occupied by a carrier; waiting for it to clear.'],
  ],
  'GLF-6': [
    ['Dispatched', 240, 'dispatcher'],
    ['Activate', 200, 'driver'],
    ['Deactivate', 170, 'driver', 'Reefer pre-cool not finished; will come back for it.'],
  ],
  'GLF-7': [
    ['Dispatched', Y + 4 * H, 'dispatcher'],
    ['Activate', Y + 3.5 * H, 'driver'],
    ['Complete', Y + 3 * H + 5, 'driver'],
  ],
  'GLF-8': [
    ['Dispatched', Y + 7 * H, 'dispatcher'],
    ['Activate', Y + 6 * H + 40, 'driver2'],
    ['Wait', Y + 6 * H + 30, 'driver2', 'Held at the gate for seal verification.'],
    ['Resume', Y + 6 * H + 12, 'driver2'],
    ['Complete', Y + 5 * H + 55, 'driver2'],
  ],
  'GLF-9': [
    ['Dispatched', 150, 'dispatcher'],
    ['Activate', 100, 'driver4'],
    ['Wait', 80, 'driver4', 'East Yard gate closed for the shift change.'],
    ['Resume', 60, 'driver4'],
  ],
  'GLF-10': [['Dispatched', 20, 'dispatcher']],
  'SBL-1': [['Dispatched', 30, 'dispatcher2']],
  // Luis tried the hook before he took SBL-3, and left it
  'SBL-2': [
    ['Dispatched', 200, 'dispatcher2'],
    ['Activate', 180, 'driver3'],
    ['Deactivate', 150, 'driver3', 'Kingpin lock jammed; left it for the shop to free.'],
  ],
  'SBL-6': [
    ['Dispatched', 100, 'dispatcher2'],
    ['Activate', 45, 'driver5'],
  ],
  'SBL-7': [
    ['Dispatched', 90, 'dispatcher2'],
    ['Activate', 60, 'driver6'],
    ['Wait', 25, 'driver6', 'Row A full; waiting for a spot to open.'],
  ],
  'SBL-3': [
    ['Dispatched', 150, 'dispatcher2'],
    ['Activate', 110, 'driver3'],
    ['Wait', 95, 'driver3', 'Waiting for the reefer to reach set point before docking.'],
    ['Resume', 70, 'driver3'],
  ],
  'SBL-4': [
    ['Dispatched', Y + 5 * H, 'dispatcher2'],
    ['Activate', Y + 4 * H + 40, 'driver3'],
    ['Wait', Y + 4 * H + 30, 'driver3', 'Door 03 blocked by a dropped trailer.'],
    ['Resume', Y + 4 * H, 'driver3'],
    ['Complete', Y + 3 * H + 45, 'driver3'],
  ],
};

/** Inserts the missions and their stage rows; returns mission ids by key. */
export async function seedMissions(env: DemoEnv, company: CompanySeed, rows: MissionRow[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const user = (login: string) => company.users[login] ?? fail(`user "${login}"`);
  for (const [key, unit, type, from, to, driver, ship, priority, created] of rows) {
    const asset = company.assets[unit] ?? fail(`asset "${unit}"`);
    const stages = STAGES[key] ?? [];
    const last = stages.at(-1);
    const activator = stages.filter(([s]) => s === 'Activate').at(-1)?.[2];
    // A Wait lasts until the next entry, or until now while it is the current stage.
    const totalWait = stages.reduce((sum, [s, ago], i) => (s === 'Wait' ? sum + ago - (stages[i + 1]?.[1] ?? 0) : sum), 0);
    // Dispatch, activate and complete times are the latest matching stage entries (§4).
    const latest = (stage: StageName) => {
      const row = stages.filter(([st]) => st === stage).at(-1);
      return row ? env.ago(row[1]) : null;
    };
    const mission = await env.insert('mission', {
      companyId: company.id,
      missionType: company.lk('MissionType', type),
      assetId: asset.id,
      assignedDriverId: driver ? user(driver) : null,
      activeDriverId: activator ? user(activator) : null,
      computedDriverId: activator ? user(activator) : driver ? user(driver) : null,
      sourceLocationId: company.loc(from),
      targetLocationId: company.loc(to),
      missionStage: last ? MissionStage[last[0]] : MissionStage.None,
      ship: env.day(ship),
      priority,
      totalWait: Math.round(totalWait),
      stageDate: last ? env.ago(last[1]) : null,
      dispatchDate: latest('Dispatched'),
      activateDate: latest('Activate'),
      completeDate: latest('Complete'),
      notes: NOTES[key] ?? null,
      createDate: env.ago(created),
      updateDate: env.ago(last ? last[1] : created),
    });
    ids[key] = mission.id;
    for (const [stage, ago, login, notes] of stages) {
      user(login); // stage entries are made by this company's dispatcher or drivers
      await env.insert('missionStage', {
        companyId: company.id,
        missionId: mission.id,
        missionStage: MissionStage[stage],
        createDate: env.ago(ago),
        createUser: login,
        notes: notes ?? null,
      });
    }
  }
  return ids;
}

function fail(what: string): never {
  throw new Error(`demo data: unknown ${what}`);
}
