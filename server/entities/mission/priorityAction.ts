// POST /Mission/Priority (operations §4): new priorities for some missions — two when an arrow
// swaps neighbours, many when a row is dragged to a new rank — written all or nothing. The new
// values must be the same set the missions hold now (a permutation): priorities stay unique and
// none is lost, and a move computed from a board that another move has changed since is refused
// ('Failed to change Mission Priority') instead of half applied. Moves of one company run one
// after the other.
import type { MissionPriorityRequest } from '../../../schemas/types.generated.js';
import { scopeOf } from '../../access/access.js';
import type { NamedAction } from '../../engine/modules.js';
import { scopedQuery } from '../../engine/service.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { ok } from '../../http/answers.js';
import { SAVE_RESULT } from '../../http/openapi/shapes.js';
import { sourceOf } from '../../http/routeSource.js';

export const PRIORITY_FAILED = 'Failed to change Mission Priority';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b).join(',');

export const priorityAction: NamedAction = {
  name: 'priority',
  method: 'post',
  path: '/Mission/Priority',
  summary: 'Move a mission up or down the board',
  access: { roles: [] }, // set in index.ts: whoever may change missions
  body: 'missionPriorityRequest',
  answer: SAVE_RESULT,
  source: [sourceOf(import.meta.url)],
  async run({ ctx, principal, body, trx, writer }) {
    const moves = (body as MissionPriorityRequest).missionPriorities;
    const e = ctx.registry.entity('mission');
    const ids = moves.map((m) => m.id);
    if (new Set(ids).size !== ids.length) throw badRequest([{ field: 'missionPriorities', message: 'Each Mission may be listed once' }]);
    const missions = await ctx.repo.findMany(
      trx,
      'mission',
      scopedQuery(ctx, principal, e, { where: [{ prop: 'id', op: 'in', value: ids }] }),
    );
    if (missions.length !== ids.length) throw notFound(e.label);
    const companies = new Set(missions.map((m) => m.companyId));
    if (companies.size !== 1) throw badRequest([{ field: 'missionPriorities', message: 'Missions of one company at a time' }]);
    await ctx.adapter.serialize(trx, `mission-priority:${[...companies][0]}`);
    // Read again under the company's lock: what another move wrote meanwhile counts.
    const now = await ctx.repo.findMany(trx, 'mission', { where: [{ prop: 'id', op: 'in', value: ids }] });
    if (sorted(now.map((m) => m.priority ?? 0)) !== sorted(moves.map((m) => m.priority)))
      throw new AppError(409, 'priority_stale', PRIORITY_FAILED);
    const rows = moves.map((m) => ({ id: m.id, values: { priority: m.priority } }));
    // A rank on the board is not a change of the mission (issue 29 §10): its update date — the
    // history's order, and its version — stays; a form opened before the move saves as it would have.
    const scope = scopeOf(ctx.registry, principal, e);
    const changed = await writer.updateMany('mission', rows, { action: 'priority', scope, stamp: false });
    if (changed !== rows.length) throw notFound(e.label);
    return ok();
  },
};
