// The mission reads with a shape of their own (operations §7 "Missions", "Mission history"):
//   GET /Mission/{id}               the mission with its stage rows; 204 once it has been deleted
//   GET /MissionHistory/Stages/{id} its stage rows, oldest first
//   POST /Missions/Drivers          the dispatched missions of these drivers (-1: all), open or completed in the last day,
//                                   the ones being worked first and the completed ones last
//   GET /Missions/Operators         the drivers a mission may be given to, for the form and filters
// The board and the history lists are generated from x-filters and x-views (filteredCalls.ts).
import { sendJson } from '../../http/jsonAnswer.js';
import { ALL, MissionStage, UserStatus, UserType } from '../../../schemas/enums.js';
import { ACTIVE_STAGES } from '../../../schemas/stageMoves.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import { MAX_PAGE } from '../../engine/listing.js';
import type { Condition, Query, RecordOf } from '../../engine/repository.js';
import { present, reachable, scopedQuery } from '../../engine/service.js';
import { notFound } from '../../errors.js';
import type { JsonSchema } from '../../engine/registry.js';
import { inData, many, one } from '../../http/openapi/shapes.js';
import { route, type RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';
import { WORKING_STATUSES } from './save.js';

const READERS = [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];
/** How long a completed mission stays on a driver's list. */
const COMPLETED_SHOWN_MS = 24 * 60 * 60 * 1000;

/**
 * A driver's list in the order he works it (issue 29 §14), read part after part until it is full:
 * the mission he is working first, then those dispatched to him or paused, by the board's
 * priority, then the shift's completed ones, the latest first — done, they never push his work
 * down. A Scheduled mission is still the dispatcher's. Each part is an index walk in its own
 * order that reads about the rows it answers, at a million missions, on both databases:
 * - the open parts one branch per stage (Query.split), merged by priority: each `stage = s` walks
 *   (computedDriverId, missionStage, priority), or for All Drivers (companyId, missionStage,
 *   priority) — (missionStage, priority) for a System Administrator, of no company — already in
 *   priority order. Under an IN of stages SQLite, which has no statistics, would rather walk
 *   (companyId, priority) to spare the sort, through the whole history;
 * - the completed part by completeDate alone, which only Complete sets and no move takes back
 *   (schemas/stageMoves.ts): (computedDriverId, completeDate), (companyId, completeDate, …) or
 *   (completeDate) walk just the last day's; an index led by the stage would walk a driver's whole
 *   past.
 */
const driverList = (since: string): Pick<Query, 'where' | 'split' | 'sort'>[] => [
  { split: { prop: 'missionStage', values: ACTIVE_STAGES }, sort: [{ prop: 'priority', order: 'DESC' }] },
  {
    split: { prop: 'missionStage', values: [MissionStage.Dispatched, MissionStage.Deactivate] },
    sort: [{ prop: 'priority', order: 'DESC' }],
  },
  { where: [{ prop: 'completeDate', op: 'gte', value: since }], sort: [{ prop: 'completeDate', order: 'DESC' }] },
];

/** The stage rows of missions the caller reaches, oldest first. */
async function stagesOf(ctx: AppContext, missionIds: number[]) {
  if (!missionIds.length) return [];
  const rows = await ctx.repo.findMany(ctx.db, 'missionStage', {
    where: [{ prop: 'missionId', op: 'in', value: missionIds }],
    sort: [
      { prop: 'createDate', order: 'ASC' },
      { prop: 'id', order: 'ASC' },
    ],
  });
  return rows.map(({ id, missionId, missionStage, createDate, createUser, notes }) => ({
    id,
    missionId,
    missionStage,
    createDate,
    createUser,
    notes,
  }));
}

/** Whether the mission `id` was deleted (its history's delete row is one the caller reaches). */
async function wasDeleted(ctx: AppContext, p: Principal, id: number): Promise<boolean> {
  const history = ctx.registry.entity('missionAudit');
  const q = scopedQuery(ctx, p, history, {
    where: [
      { prop: 'missionId', op: 'eq', value: id },
      { prop: 'action', op: 'eq', value: 'delete' },
    ],
  });
  return (await ctx.repo.count(ctx.db, 'missionAudit', q, 1)) > 0;
}

async function missionWithStages(ctx: AppContext, p: Principal, id: number) {
  const e = ctx.registry.entity('mission');
  const mission = await reachable<'mission'>(ctx, ctx.db, p, e, id);
  const [rec] = await present(ctx, p, e, ctx.db, [mission]);
  return { ...rec, stages: await stagesOf(ctx, [id]) };
}

/** GET /Mission/{id} sends its JSON itself: the mission, its stage rows always with it. */
const MISSION_WITH_STAGES = inData({ allOf: [one('mission'), { required: ['stages'] }] });

/** A driver a mission may be given to (GET /Missions/Operators). */
const OPERATOR: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'displayName', 'firstName', 'lastName', 'status', 'isActive', 'priCompanyId', 'siteAccess'],
  properties: {
    id: { type: 'integer' },
    displayName: { type: ['string', 'null'] },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    status: { type: 'integer', description: 'UserStatus' },
    isActive: { type: 'boolean', description: 'Active or Locked: a mission may be given to the driver.' },
    priCompanyId: { type: ['integer', 'null'] },
    siteAccess: { type: 'array', items: { type: 'integer' }, description: 'The sites the driver reaches.' },
  },
};

export const missionRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Mission/:id',
    summary: 'A mission with its stage rows',
    access: { roles: READERS },
    params: ['id'],
    envelope: 'none',
    answerType: 'application/json',
    answer: MISSION_WITH_STAGES,
    noContent: 'The mission has been deleted: the screens drop it.',
    handler: async ({ ctx, principal, params, req, res }) => {
      try {
        await sendJson(req, res, { data: await missionWithStages(ctx, principal, params.id) });
      } catch (err) {
        // A removed mission answers 204 and the screens drop it (§4); one never reachable stays a 404.
        if (!(await wasDeleted(ctx, principal, params.id))) throw err;
        res.status(204).end();
      }
    },
  },
  {
    method: 'get',
    path: '/MissionHistory/Stages/:id',
    summary: "A mission's stage rows",
    access: { roles: READERS },
    params: ['id'],
    answer: many('missionStage'),
    handler: async ({ ctx, principal, params }) => {
      await reachable(ctx, ctx.db, principal, ctx.registry.entity('mission'), params.id);
      return stagesOf(ctx, [params.id]);
    },
  },
  route<number[]>({
    method: 'post',
    path: '/Missions/Drivers',
    summary: 'The open missions of drivers',
    access: { roles: READERS },
    body: 'idList',
    answer: many('mission'),
    handler: async ({ ctx, principal, body }) => {
      const e = ctx.registry.entity('mission');
      const since = new Date(ctx.clock.now().getTime() - COMPLETED_SHOWN_MS).toISOString();
      const drivers = body.includes(ALL) ? undefined : body;
      const theirs: Condition[] = drivers ? [{ prop: 'computedDriverId', op: 'in', value: drivers.length ? drivers : [0] }] : [];
      const missions: RecordOf<'mission'>[] = [];
      for (const part of driverList(since)) {
        if (missions.length >= MAX_PAGE) break;
        const range: [number, number] = [0, MAX_PAGE - missions.length - 1];
        const query = scopedQuery(ctx, principal, e, { ...part, where: [...theirs, ...(part.where ?? [])], range });
        missions.push(...(await ctx.repo.findMany(ctx.db, 'mission', query)));
      }
      return present(ctx, principal, e, ctx.db, missions);
    },
  }),
  {
    method: 'get',
    path: '/Missions/Operators',
    summary: 'The drivers a mission may be given to',
    access: { roles: READERS },
    answer: { type: 'array', items: OPERATOR },
    handler: async ({ ctx, principal }) => {
      if (principal.companyId == null && principal.type !== UserType.SysAdmin) throw notFound('Company');
      const users = await ctx.repo.findMany(ctx.db, 'user', {
        where: [
          { prop: 'type', op: 'eq', value: UserType.Driver },
          { prop: 'status', op: 'ne', value: UserStatus.Deleted },
          ...(principal.type === UserType.SysAdmin ? [] : [{ prop: 'priCompanyId', op: 'eq' as const, value: principal.companyId }]),
        ],
        sort: [{ prop: 'displayName', order: 'ASC' }],
        range: [0, MAX_PAGE - 1],
      });
      return users.map((u: RecordOf<'user'>) => ({
        id: u.id,
        displayName: u.displayName,
        firstName: u.firstName,
        lastName: u.lastName,
        status: u.status,
        // A mission may be given to an Active or Locked driver (§5); the pickers show the others disabled.
        isActive: WORKING_STATUSES.includes(u.status),
        priCompanyId: u.priCompanyId,
        // a mission goes only to a driver who reaches the site of one of its locations (save.ts)
        siteAccess: u.siteAccess ?? [],
      }));
    },
  },
]);
