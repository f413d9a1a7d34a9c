// The home dashboards' figures (issue 13 §1), one GET call per card under /api/Fleet/Dashboard,
// each taking ?companyId= (a System Administrator's choice; required for one), ?siteId= (-1 or
// absent: every site the caller reaches) and, where it looks back, ?days= (1–90, default 30).
// For the administrators and the Dispatch Manager, never a Driver. Every figure is one aggregate
// in SQL under the caller's company and sites (scope.ts).
import { UserType } from '../../schemas/enums.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { JsonSchema } from '../engine/registry.js';
import type { RouteDef } from '../http/route.js';
import { sourceOf } from '../http/routeSource.js';
import * as A from './answers.js';
import { arrivalsByCarrier, doorUsePerDay } from './appointmentFigures.js';
import { assetsByStatus, repairsBySeverity } from './assetFigures.js';
import { detentionNow } from './detentionFigures.js';
import { missionsByStage, movesPerDay, movesPerDriver } from './missionFigures.js';
import { dashboardScope, type DashboardScope } from './scope.js';
import { waitsPerLocation } from './waitFigures.js';

const VIEWERS = [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager];

type Figure = (ctx: AppContext, s: DashboardScope, p: Principal) => Promise<unknown>;

/** Each card: its figure and what it answers (answers.ts). */
const FIGURES: Record<string, [Figure, JsonSchema]> = {
  MovesPerDay: [movesPerDay, A.MOVES_PER_DAY],
  Waits: [waitsPerLocation, A.WAITS],
  MissionStages: [missionsByStage, A.MISSION_STAGES],
  AssetStatuses: [(ctx, s, p) => assetsByStatus(ctx, p, s), A.ASSET_STATUSES],
  Repairs: [(ctx, s, p) => repairsBySeverity(ctx, p, s), A.REPAIRS],
  DriverMoves: [movesPerDriver, A.DRIVER_MOVES],
  Detention: [detentionNow, A.DETENTION],
  Arrivals: [arrivalsByCarrier, A.ARRIVALS],
  DoorUse: [doorUsePerDay, A.DOOR_USE],
};

export const dashboardRoutes: RouteDef[] = Object.entries(FIGURES).map(([name, [figure, answer]]) => ({
  method: 'get',
  path: `/Dashboard/${name}`,
  summary: `A home dashboard's figures: ${name}`,
  access: { roles: VIEWERS },
  source: [sourceOf(import.meta.url)],
  answer,
  // No reachable site: the site conditions (access.ts, sitesScope) match nothing.
  handler: async ({ ctx, principal, req }) => figure(ctx, await dashboardScope(ctx, principal, req), principal),
}));
