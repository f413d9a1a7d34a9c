// Gate visits (issue 32): a trailer's stay in a yard, from check-in to check-out. GET /GateVisits,
// GET /GateVisit/{id}, the visits' filter screen (POST /GateVisits and its export) and the history
// are generated from gateVisit.schema.json. The schema gives no role a generic write (x-access
// "write": [], so POST /GateVisit and DELETE are not mounted at all): a visit is written only here,
// by the gate's two calls, which check their own roles and sites and write every entity they touch
// through its own save in one transaction. Detention (POST /Detention) reads the visits.
import { defineModule } from '../../engine/modules.js';
import { sourceOf } from '../../http/routeSource.js';
import { checkInAction } from './checkIn.js';
import { checkOutAction } from './checkOut.js';
import { detentionRoutes } from './detention.js';

const here = (file: string) => [sourceOf(new URL(file, import.meta.url))];

export default defineModule({
  entity: 'gateVisit',
  actions: [
    { ...checkInAction, source: here('./checkIn.ts') },
    { ...checkOutAction, source: here('./checkOut.ts') },
  ],
  routes: detentionRoutes,
});
