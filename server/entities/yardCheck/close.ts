// POST /YardCheck/{id}/Close (issue 33): the walk ends and the check lists its differences with the
// records as they stand now (differences.ts), kept with the check for a Dispatch Manager to
// resolve one by one (resolve.ts). A check with none is Resolved at once. A close is final: a
// second close, or an entry after it, is refused naming who closed it.
import { formatDateTime } from '../../../schemas/dates.js';
import type { NamedAction } from '../../engine/modules.js';
import { one } from '../../http/openapi/shapes.js';
import { CHECKERS, lockedCheck, MAX_ENTRIES, refuse, updateCheck } from './checkRules.js';
import { differencesOf, type Recorded } from './differences.js';
import { readRows } from './walk.js';

export const closeAction: NamedAction = {
  name: 'close',
  method: 'post',
  path: '/YardCheck/:id/Close',
  summary: 'Close a yard check: its differences',
  params: ['id'],
  access: { roles: CHECKERS },
  answer: one('yardCheckRows'),
  async run({ ctx, principal: p, params, trx, writer }) {
    const check = await lockedCheck(ctx, trx, p, params.id);
    if (check.status !== 'Open')
      throw refuse('id', `This Yard Check was already closed by ${check.closeUser} (${formatDateTime(check.closeDate!, p.zone)})`);
    const { spots } = await readRows(ctx, trx, check.id);
    const units = [...new Set(spots.flatMap((s) => s.entries.flatMap((e) => (e.unitId ? [e.unitId] : []))))];
    const assets = units.length
      ? await ctx.repo.findMany(trx, 'asset', {
          where: [
            { prop: 'priCompanyId', op: 'eq', value: check.companyId },
            { prop: 'assetModelId', op: 'in', value: units },
          ],
          range: [0, MAX_ENTRIES],
          children: false,
        })
      : [];
    const recorded = new Map<string, Recorded>(
      assets.map((a) => [a.assetModelId, { id: a.id, unitId: a.assetModelId, locationId: a.departedDate ? null : a.assetLocId }]),
    );
    const differences = differencesOf(spots, recorded);
    for (const d of differences)
      await writer.insert('yardCheckDifference', {
        yardCheckId: check.id,
        companyId: check.companyId,
        siteId: check.siteId,
        ...d,
        resolution: null,
      });
    const now = ctx.clock.now().toISOString();
    await updateCheck(ctx, trx, p, check.id, 'close', {
      status: differences.length ? 'Closed' : 'Resolved',
      closeDate: now,
      closeUser: p.loginName,
      differenceCount: differences.length,
      openDifferences: differences.length,
    });
    return readRows(ctx, trx, check.id);
  },
};
