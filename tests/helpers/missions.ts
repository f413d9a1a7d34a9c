// Helpers for the mission tests: which missions a demo user may see (computed from the data as the
// spec words it — operations §6 and issue 10: the company, and for a Dispatch Manager or a Driver
// the active sites of its own site access holding the mission's source or target location — never
// from server/access), valid mission bodies, extra drivers who can log in, the stage and priority
// calls, and the stage rows as stored.
import { today } from '../../schemas/dates.js';
import { MissionStage, UserStatus, UserType, type UserTypeValue } from '../../schemas/enums.js';
import { openSession } from '../../server/account/sessions.js';
import type { AppContext } from '../../server/context.js';
import { policyFor } from '../../server/account/securityPolicy.js';
import type { ApiResponse, fleet } from './api.js';
import { repoOf, type Rec } from './db.js';
import { demoUser } from './demo.js';
import { type DemoIds, unique } from './maintenance.js';
import type { TestApp } from './testApp.js';

export const S = MissionStage;

/** The ids of the missions `login` may see. */
export async function missionsVisibleTo(ctx: AppContext, login: string): Promise<Set<number>> {
  const repo = repoOf(ctx);
  const [user] = await repo.findMany(ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: login }] });
  if (!user) throw new Error(`no user ${login}`);
  const missions = await repo.findMany(ctx.db, 'mission');
  if (user.type === UserType.SysAdmin) return new Set(missions.map((m) => m.id as number));
  const ofCompany = missions.filter((m) => m.companyId === user.priCompanyId);
  if (user.type === UserType.SiteAdmin) return new Set(ofCompany.map((m) => m.id as number));
  const sites = await repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: user.priCompanyId }] });
  const reach = new Set(sites.filter((s) => s.isActive && (user.siteAccess as number[]).includes(s.id)).map((s) => s.id as number));
  const siteOf = new Map((await repo.findMany(ctx.db, 'location')).map((l) => [l.id as number, l.siteId as number]));
  return new Set(
    ofCompany
      .filter((m) => reach.has(siteOf.get(m.sourceLocationId)!) || reach.has(siteOf.get(m.targetLocationId)!))
      .map((m) => m.id as number),
  );
}

/** A calendar day `offset` days from today in every US zone's terms (UTC's today is never past for them). */
export const shipDay = (app: TestApp, offset = 0) => {
  const d = new Date(`${today('UTC', app.clock.now())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/**
 * A valid new mission of `companyId` at `siteId` (Row A → Door 03), ship date today, no operator
 * unless told. The tests make many missions of one asset: the body confirms an asset already on
 * another open mission (overrideAssetInUse), whose refusal has its own test (missions.test.ts).
 */
export function missionBody(app: TestApp, ids: DemoIds, companyId: number, siteId: number, assetId: number, over: Rec = {}): Rec {
  return {
    overrideAssetInUse: true,
    id: 0,
    ship: shipDay(app, 1),
    missionType: ids.lookup(companyId, 'MissionType', 'Move'),
    assetId,
    assignedDriverId: null,
    sourceLocationId: ids.location(siteId, 'Row A'),
    targetLocationId: ids.location(siteId, 'Door 03'),
    notes: 'made by a test',
    ...over,
  };
}

/**
 * A new Driver (or user of `type`) of `companyId` with access to `siteIds`, with a session of its own: a driver with no
 * mission yet, so its activations start from nothing. It can also log in with the demo password
 * (the demo driver's hash); the session is opened directly, as a login would, to spare the tests
 * one password hash per driver (logging in is tested elsewhere).
 */
export async function newDriver(
  ctx: AppContext,
  companyId: number,
  siteIds: number[],
  type: UserTypeValue = UserType.Driver,
): Promise<{ id: number; login: string; token: string }> {
  const template = await demoUser(ctx, 'driver');
  const login = unique('drv').replace(' ', '-');
  const { id: _id, displayName: _d, companyName: _c, site: _s, ...rest } = template;
  const row = await repoOf(ctx).insert(ctx.db, 'user', {
    ...rest,
    loginName: login,
    email: `${login}@example.com`,
    firstName: 'Test',
    lastName: login,
    priCompanyId: companyId,
    type,
    status: UserStatus.Active,
    siteAccess: siteIds,
  });
  const token = await openSession(ctx, ctx.db, row, await policyFor(ctx, companyId, type), false);
  return { id: row.id as number, login, token };
}

/** The stage rows of a mission as stored, oldest first. */
export const stageRows = (ctx: AppContext, missionId: number) =>
  repoOf(ctx).findMany(ctx.db, 'missionStage', {
    where: [{ prop: 'missionId', op: 'eq', value: missionId }],
    sort: [{ prop: 'id', order: 'ASC' }],
  });

/** The mission as stored. */
export const storedMission = async (ctx: AppContext, id: number) => (await repoOf(ctx).findById(ctx.db, 'mission', id)) as Rec;

export type Api = ReturnType<typeof fleet>;

/** POST /MissionStage from the stage the client saw. */
export const sendStage = (api: Api, token: string, id: number, from: number, to: number, extra: Rec = {}): Promise<ApiResponse> =>
  api.call('POST', '/MissionStage', { token, body: { id, currentMissionStage: from, missionStage: to, notes: null, ...extra } });

/** Sends a move that must succeed. */
export async function moveOk(api: Api, token: string, id: number, from: number, to: number, extra: Rec = {}) {
  const r = await sendStage(api, token, id, from, to, extra);
  if (r.status !== 200) throw new Error(`move ${from} → ${to} of mission ${id}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** The moves of an arrow: two missions exchange their priorities. */
export const swap = (a: Rec, b: Rec) => [
  { id: a.id, priority: b.priority },
  { id: b.id, priority: a.priority },
];

/** POST /Mission/Priority. */
export const sendPriorities = (api: Api, token: string, moves: { id: number; priority: number }[]) =>
  api.call('POST', '/Mission/Priority', { token, body: { missionPriorities: moves } });

/** A filter of the mission screens as the filter manager sends it. */
export function missionFilter(type: string, filterType: string, option: number, value: unknown, active = true): Rec {
  return { type, filterType, option, value, active, required: false };
}

/** Logs each of `logins` in (side by side) and answers their tokens by login. */
export async function signIn<L extends string>(api: Api, logins: readonly L[]): Promise<Record<L, string>> {
  const sessions = await Promise.all(logins.map((l) => api.login(l)));
  return Object.fromEntries(logins.map((l, i) => [l, sessions[i].token])) as Record<L, string>;
}

/** The board's default columns (x-list of mission.schema.json) as its export heads them. */
export const MISSION_LIST_HEADER = [
  'Ship Date',
  'Mission Type',
  'Asset',
  'Source Location',
  'Target Location',
  'Notes',
  'Dispatched',
  'Activated',
];

/** The mission history's columns (x-views missionHistory x-list) as its export heads them. */
export const MISSION_HISTORY_HEADER = [
  'Ship Date',
  'Mission Type',
  'Asset',
  'Operator',
  'Source Location',
  'Target Location',
  'Stage',
  'Total Wait (min)',
  'Completed',
  'Notes',
  'Last Updated',
];

/** The error details of a refusal. */
export const details = (r: ApiResponse) => (r.body?.error?.details ?? []) as { field: string; message: string }[];
