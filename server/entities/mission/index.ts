// Missions (operations §2 "Dispatcher mission list", "Driver mission list", "Mission form",
// "Mission history", §4, §5, §7): the rules of a save and a delete, the stage, priority and note
// calls, and the reads with a shape of their own. GET /Missions, GET/POST/DELETE /Mission, the
// board's POST /Missions/Filtered and /Missions/Export, and the history's POST
// /MissionHistory/Filtered and /MissionHistories/Export are generated from mission.schema.json
// (x-fleet, x-filters, x-views).
import { MissionStage } from '../../../schemas/enums.js';
import { dynamic } from '../../db/dialect.js';
import { defineModule } from '../../engine/modules.js';
import { staleMessage } from '../../engine/writer.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { sourceOf } from '../../http/routeSource.js';
import { noteAction } from './noteAction.js';
import { priorityAction } from './priorityAction.js';
import { missionRoutes } from './reads.js';
import { afterMissionSave, beforeMissionSave } from './save.js';
import { stageAction } from './stageAction.js';
import { temperatureColumn } from './temperature.js';

export default defineModule({
  entity: 'mission',
  hooks: {
    beforeSave: beforeMissionSave,
    afterSave: afterMissionSave,
    async delete({ ctx, trx, existing, writer }) {
      // §4: a mission at Dispatched or later stays (a Dispatched one is taken back with Undo first).
      if (existing.missionStage !== MissionStage.None)
        throw new AppError(409, 'conflict', 'A Mission at Dispatched or later cannot be deleted');
      // A dispatch may be on its way: hold the row while it is still the one read, so that a
      // dispatch waits and then finds it gone (its compare-and-set) — or, having won first, makes
      // this delete the stale record's 409 rather than a foreign-key refusal naming the new stage
      // row. (Held, not written: a write would be a change in the mission's history.)
      if (!(await ctx.repo.holdIfUnchanged(trx, 'mission', existing.id, existing.updateDate as string | null))) {
        // Gone (a delete won, as for any entity: writer.ts remove) is a 404; changed, a 409.
        if (!(await ctx.repo.findById(trx, 'mission', existing.id))) throw notFound(ctx.registry.entity('mission').label);
        throw conflict(staleMessage(ctx.registry.entity('mission')));
      }
      // Stage rows of a mission that was dispatched and taken back go with it.
      const stages = ctx.registry.entity('missionStage');
      await dynamic(trx).deleteFrom(stages.table).where(stages.byName.get('missionId')!.column, '=', existing.id).execute();
      await writer.remove('mission', existing);
      return existing;
    },
  },
  actions: (registry) => {
    const mission = registry.entity('mission');
    // The stage call is open to everyone who reads missions; each move has its own rule (schemas/stageMoves.ts).
    const readers = { roles: mission.access.read };
    const writers = { roles: mission.access.write };
    // The stage action's file is named here, where its access rule is set too.
    const stage = { ...stageAction, access: readers, source: [sourceOf(new URL('./stageAction.ts', import.meta.url))] };
    return [stage, { ...priorityAction, access: writers }, noteAction];
  },
  routes: missionRoutes,
  columns: temperatureColumn,
});
