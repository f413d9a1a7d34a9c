// The yard view's call (issue 13 §2), mounted under /api/Fleet:
//   GET /Yard/{siteId}   the site's locations by type, the assets standing there with their dwell,
//                        payload, reefer temperature and severe repairs; the company's thresholds.
// A feature folder rather than a route of the site module: it reads assets, missions, payloads,
// their history and lookups, and owns the company's dwell thresholds rule — none of it the site's.
import { UserType } from '../../schemas/enums.js';
import { one } from '../http/openapi/shapes.js';
import type { RouteDef } from '../http/route.js';
import { declaredIn } from '../http/routeSource.js';
import { readYard } from './yard.js';

/** Dispatchers and administrators; never a Driver (the yard is planning, not a driver's work). */
const YARD_READERS = [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager];

export const yardRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Yard/:siteId',
    summary: "A site's yard: locations, trailers, dwell",
    access: { roles: YARD_READERS },
    params: ['siteId'],
    answer: one('yard'),
    handler: ({ ctx, principal, params }) => readYard(ctx, principal, params.siteId),
  },
]);
