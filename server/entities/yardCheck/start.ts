// POST /YardCheck (issue 33): a checker starts a walk of a site's locations, or of those of one
// location type, and gets the check with its rows (walk.ts): each location in the site's order
// with the trailers the records have there. The check counts its spots when it starts; the rows
// themselves are read live, so a trailer parked while the walk goes on shows where it now stands.
import { LookupGroup } from '../../../schemas/enums.js';
import type { YardCheckStartRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { one } from '../../http/openapi/shapes.js';
import { saveRecord, scopedQuery } from '../../engine/service.js';
import { CHECKERS, MAX_SPOTS, refuse, walkedLocations } from './checkRules.js';
import { notFoundAt } from '../../errors.js';
import { readRows } from './walk.js';

export const startAction: NamedAction = {
  name: 'start',
  method: 'post',
  path: '/YardCheck',
  summary: 'Start a yard check of a site',
  access: { roles: CHECKERS },
  body: 'yardCheckStartRequest',
  answer: one('yardCheckRows'),
  async run({ ctx, principal: p, body, trx }) {
    const req = body as YardCheckStartRequest;
    const site = await ctx.repo.findById(trx, 'site', req.siteId, scopedQuery(ctx, p, ctx.registry.entity('site')));
    if (!site) throw notFoundAt('siteId', 'Site');
    if (req.locationType != null) {
      const type = await ctx.repo.findById(trx, 'lookup', req.locationType);
      if (!type || type.companyId !== site.companyId || type.lookupGroupType !== LookupGroup.LocationType)
        throw notFoundAt('locationType', 'Location Type');
    }
    const spotCount = await ctx.repo.count(trx, 'location', { where: walkedLocations(site.id, req.locationType) }, MAX_SPOTS);
    if (!spotCount) {
      const message = 'The site has no active location of this type to check';
      throw refuse(req.locationType != null ? 'locationType' : 'siteId', message);
    }
    const check = await saveRecord(
      ctx,
      p,
      ctx.registry.entity('yardCheck'),
      { siteId: site.id, locationType: req.locationType ?? null },
      {
        trx,
        overrideAccess: true,
        trusted: {
          companyId: site.companyId,
          status: 'Open',
          startDate: ctx.clock.now().toISOString(),
          startUserId: p.userId,
          startUser: p.loginName,
          spotCount: Math.min(spotCount, MAX_SPOTS),
        },
      },
    );
    return readRows(ctx, trx, check.id as number);
  },
};
