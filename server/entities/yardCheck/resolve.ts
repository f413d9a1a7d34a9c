// POST /YardCheck/{id}/Resolve (issue 33): a Dispatch Manager resolves one difference of a closed
// check with one action, written through the asset's own save (its history says "yard check"):
//   move     a trailer At Another Spot: its record stands where the check saw it
//   create   an Unknown Unit ID: a new asset of it at that spot (its type and category chosen)
//   missing  a Spot Empty or Not Found: the asset's status becomes Missing
//   keep     any: the record stays as it is (the checker was wrong)
// The difference keeps who resolved it, how and when; the check is Resolved with its last one.
import { formatDateTime } from '../../../schemas/dates.js';
import type { YardCheckResolveRequest } from '../../../schemas/types.generated.js';
import { RESOLVING_ACTIONS } from '../../../schemas/yardCheckRules.js';
import type { NamedAction } from '../../engine/modules.js';
import { one } from '../../http/openapi/shapes.js';
import { updateRecord } from '../../engine/service.js';
import { badRequest, notFoundAt } from '../../errors.js';
import { createFoundTrailer, standFoundTrailer } from '../asset/foundTrailer.js';
import { neededLookup } from '../lookup/named.js';
import { lockedCheck, refuse, RESOLVERS, updateCheck } from './checkRules.js';
import { readRows } from './walk.js';

type Action = YardCheckResolveRequest['action'];

/** The resolution each action records. */
const RESOLUTION = { move: 'Moved', create: 'Created', missing: 'Marked Missing', keep: 'Kept' } as const;

export const resolveAction: NamedAction = {
  name: 'resolve',
  method: 'post',
  path: '/YardCheck/:id/Resolve',
  summary: 'Resolve a yard check difference',
  params: ['id'],
  access: { roles: RESOLVERS },
  body: 'yardCheckResolveRequest',
  answer: one('yardCheckRows'),
  async run({ ctx, principal: p, params, body, trx, writer }) {
    const req = body as YardCheckResolveRequest;
    const check = await lockedCheck(ctx, trx, p, params.id);
    if (check.status === 'Open') throw refuse('id', 'Close this Yard Check before resolving its differences');
    const diff = await ctx.repo.findById(trx, 'yardCheckDifference', req.differenceId);
    if (!diff || diff.yardCheckId !== check.id) throw notFoundAt('differenceId', 'Difference');
    if (diff.resolution)
      throw refuse(
        'differenceId',
        `${diff.unitId} was already resolved (${diff.resolution}) by ${diff.resolvedUser} (${formatDateTime(diff.resolvedDate!, p.zone)})`,
      );
    const allowed: readonly Action[] = RESOLVING_ACTIONS[diff.kind];
    if (!allowed.includes(req.action)) {
      const [kind, choices, action] = [diff.kind, allowed.join(' or '), req.action];
      throw badRequest([{ field: 'action', message: `A difference "${kind}" is resolved by ${choices}, not ${action}` }]);
    }

    const at = { siteId: check.siteId, action: 'yard check' };
    const asset = diff.assetId == null ? undefined : await ctx.repo.findById(trx, 'asset', diff.assetId);
    if (diff.assetId != null && !asset && req.action !== 'keep')
      throw refuse('differenceId', `${diff.unitId} is no longer an asset of the company`);
    if (req.action === 'move') await standFoundTrailer(ctx, trx, p, asset!, { ...at, locationId: diff.locationId! });
    if (req.action === 'create') {
      const missing = [
        ...(req.assetType == null ? [{ field: 'assetType', message: 'Asset Type is required to create the asset' }] : []),
        ...(req.assetCategory == null ? [{ field: 'assetCategory', message: 'Asset Category is required to create the asset' }] : []),
      ];
      if (missing.length) throw badRequest(missing);
      await createFoundTrailer(ctx, trx, p, {
        ...at,
        companyId: check.companyId,
        unitId: diff.unitId,
        assetType: req.assetType,
        assetCategory: req.assetCategory,
        locationId: diff.locationId!,
      });
    }
    if (req.action === 'missing') {
      const status = await neededLookup(ctx, trx, check.companyId, 'AssetStatus', 'Missing');
      await updateRecord(
        ctx,
        p,
        ctx.registry.entity('asset'),
        asset!.id,
        { assetStatus: status },
        { trx, overrideAccess: true, action: at.action },
      );
    }
    await writer.update('yardCheckDifference', diff, {
      resolution: RESOLUTION[req.action],
      resolvedUserId: p.userId,
      resolvedUser: p.loginName,
      resolvedDate: ctx.clock.now().toISOString(),
    });
    const open = Math.max(0, check.openDifferences - 1);
    await updateCheck(ctx, trx, p, check.id, 'resolve', { openDifferences: open, status: open ? 'Closed' : 'Resolved' });
    return readRows(ctx, trx, check.id);
  },
};
