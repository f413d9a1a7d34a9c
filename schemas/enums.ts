// Enumerations of the spec (operations §3, maintenance §3). Shared by server and admin.

export const UserType = {
  None: 0,
  SysAdmin: 1,
  SiteAdmin: 2,
  Driver: 101,
  DispatchManager: 201,
  AssetManager: 301,
  Unknown: 999,
} as const;
export type UserTypeValue = (typeof UserType)[keyof typeof UserType];

/** The user types a person can log in as, with the spec's labels. */
export const userTypeLabels: Record<number, string> = {
  [UserType.SysAdmin]: 'System Administrator',
  [UserType.SiteAdmin]: 'Company Administrator',
  [UserType.DispatchManager]: 'Dispatch Manager',
  [UserType.Driver]: 'Driver',
};

export const UserStatus = { None: 0, Active: 1, Inactive: 2, Locked: 3, Deleted: 4 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

/** Security-policy intervals; the value is the unit's length in minutes (months/quarters/years approximate). */
export const TimeInterval = { Minutes: 1, Hours: 2, Days: 3, Months: 4, Quarters: 5, Years: 6 } as const;
export type TimeIntervalValue = (typeof TimeInterval)[keyof typeof TimeInterval];
const intervalMinutes: Record<number, number> = {
  1: 1,
  2: 60,
  3: 60 * 24,
  4: 60 * 24 * 30,
  5: 60 * 24 * 91,
  6: 60 * 24 * 365,
};
/** Length in milliseconds of `count` units of `interval`; 0 when either is unset. */
export function intervalMs(count: number | null | undefined, interval: number | null | undefined): number {
  if (!count || !interval || !intervalMinutes[interval]) return 0;
  return count * intervalMinutes[interval] * 60_000;
}

export const MissionStage = {
  None: 0,
  Dispatched: 1,
  Activate: 2,
  Deactivate: 3,
  Wait: 4,
  Resume: 5,
  Complete: 6,
  Deleted: 99999,
} as const;

/** The display names of the mission stages (operations §4: value, display), on screens, in messages and in exports. */
export const missionStageLabels: Record<number, string> = {
  0: 'Scheduled',
  1: 'Dispatched',
  2: 'Activate',
  3: 'Deactivated',
  4: 'Waiting',
  5: 'Resumed',
  6: 'Completed',
  99999: 'Deleted',
};

/**
 * The enumerations a property can name (x-ref.enum) with a display name per value: what an Enum
 * filter chooses among and what an export writes (English; schemas/i18n translates like any label).
 */
export const enumLabels: Record<string, Record<number, string>> = {
  UserType: userTypeLabels,
  MissionStage: missionStageLabels,
};

export const FilterOption = {
  Exact: 0,
  Exclude: 1,
  Contains: 2,
  AnyValue: 3,
  NoValue: 4,
  Range: 5,
  Greater: 6,
  Less: 7,
} as const;

/** Lookup group ids. MissionType is 13 in the spec; 12 is left unused to keep that id. */
export const LookupGroup = {
  UserRole: 1,
  UserSecLevel: 2,
  LocationType: 3,
  AssetStatus: 4,
  AssetCustody: 5,
  AssetRepairType: 6,
  AssetDefectSeverity: 7,
  AssetRepairTech: 8,
  AssetAssignment: 9,
  AssetType: 10,
  AssetCategory: 11,
  MissionType: 13,
  PayloadContent: 14,
  PayloadStatus: 15,
  PayloadAssignment: 16,
} as const;
export type LookupGroupName = keyof typeof LookupGroup;

export const TimeZones = ['Pacific', 'Mountain', 'Central', 'Eastern'] as const;
export const DefaultTimeZone = 'Eastern';

/** -1 stands for All Sites or All Drivers. */
export const ALL = -1;

/** How a history row names what happened (x-audit's action column); other actions show as they are. */
export const auditActionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  repair: 'Repaired',
  delete: 'Deleted',
  sortOrder: 'Reordered',
};
export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;
