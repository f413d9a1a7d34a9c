// Every /api/Fleet route: the account's calls (server/account/), the schemas for the admin, the
// live-update stream (server/live/), each entity module's calls and named actions
// (server/entities/<id>/), the filtered list and export calls of every x-filters screen, the CSV imports of every x-import entity, and the
// calls generated from the schemas' x-fleet names for whatever no module declares itself.
import type { AppContext } from '../context.js';
import { actionRoutes } from '../engine/actions.js';
import { moduleSource } from '../engine/modules.js';
import { filteredRoutes } from '../engine/filteredCalls.js';
import { importRoutes } from '../engine/importCalls.js';
import { fleetEntityRoutes } from '../engine/fleetRoutes.js';
import type { RouteDef } from '../http/route.js';
import { eventRoutes } from '../live/eventStream.js';
import { yardRoutes } from '../yard/index.js';
import { dashboardRoutes } from '../dashboard/index.js';
import { account } from '../account/index.js';
import { schemaRoutes } from './schemaRoutes.js';

export function fleetRoutes(ctx: Pick<AppContext, 'registry' | 'modules'>): RouteDef[] {
  const modules = [...ctx.modules.values()];
  const declared = [
    ...account.routes,
    ...schemaRoutes,
    ...eventRoutes,
    ...dashboardRoutes,
    ...modules.flatMap((m) => (m.routes ?? []).map((r) => ({ ...r, source: moduleSource(m.entity, r.source) }))),
    ...actionRoutes(ctx.modules, ctx.registry),
    ...filteredRoutes(ctx.registry),
    ...importRoutes(ctx.registry),
    ...yardRoutes,
  ];
  return [...declared, ...fleetEntityRoutes(ctx.registry, declared)];
}
