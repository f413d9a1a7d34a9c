// POST /YardCheck/{id}/Entry (issue 33): what the checker found at one location of an open check:
// a unit id (the trailer the records expect there, confirmed, or another), or the spot empty.
// A spot marked empty holds nothing else; a unit id is where it was entered last (an entry of it
// at another spot of the check is taken back), so a checker corrects a spot by entering it again.
// Entries made on a phone without a signal are sent later, in order, each with the key the phone
// gave it: an entry whose key the check already has was saved before (its answer was lost) and
// changes nothing, so nothing is ever entered twice.
import { randomUUID } from 'node:crypto';
import type { YardCheckEntryRequest } from '../../../schemas/types.generated.js';
import { replaces } from '../../../schemas/yardCheckRules.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { NamedAction } from '../../engine/modules.js';
import { one } from '../../http/openapi/shapes.js';
import { badRequest } from '../../errors.js';
import { assetOfUnit, CHECKERS, lockedCheck, MAX_ENTRIES, refuse, type YardCheck } from './checkRules.js';
import { notFoundAt } from '../../errors.js';
import { readRows } from './walk.js';

export const entryAction: NamedAction = {
  name: 'entry',
  method: 'post',
  path: '/YardCheck/:id/Entry',
  summary: 'Record what a spot holds in a yard check',
  params: ['id'],
  access: { roles: CHECKERS },
  body: 'yardCheckEntryRequest',
  answer: one('yardCheckRows'),
  async run({ ctx, principal: p, params, body, trx, writer }) {
    const req = body as YardCheckEntryRequest;
    const unitId = req.unitId?.trim() || null;
    const empty = req.empty === true;
    if (unitId && empty) throw badRequest([{ field: 'empty', message: 'A spot is either empty or holds a unit: not both' }]);
    if (!unitId && !empty) throw badRequest([{ field: 'unitId', message: 'Enter the Unit ID found at the spot, or mark it empty' }]);
    const check = await lockedCheck(ctx, trx, p, params.id);
    const key = req.entryKey ?? null;
    const sent = key
      ? await ctx.repo.findMany(trx, 'yardCheckEntry', {
          where: [
            { prop: 'yardCheckId', op: 'eq', value: check.id },
            { prop: 'entryKey', op: 'eq', value: key },
          ],
          range: [0, 0],
        })
      : [];
    if (sent.length) return readRows(ctx, trx, check.id, sent[0].locationId);
    if (check.status !== 'Open') throw refuse('id', `This Yard Check was closed by ${check.closeUser}: its entries can no longer change`);
    await requireWalked(ctx, trx, check, req.locationId);
    const asset = unitId ? await assetOfUnit(ctx, trx, check.companyId, unitId) : undefined;
    const next = { locationId: req.locationId, unitId: asset?.assetModelId ?? unitId, isEmpty: empty };
    // The entries it may replace: the spot's, and the unit's anywhere (yard_check_entry [yard_check_id, location_id | unit_id]).
    const of = (prop: 'locationId' | 'unitId', value: unknown) =>
      ctx.repo.findMany(trx, 'yardCheckEntry', {
        where: [
          { prop: 'yardCheckId', op: 'eq', value: check.id },
          { prop, op: 'eq', value },
        ],
        range: [0, MAX_ENTRIES - 1],
      });
    const near = [...(await of('locationId', next.locationId)), ...(next.unitId ? await of('unitId', next.unitId) : [])];
    const replaced = [...new Map(near.map((e) => [e.id, e])).values()].filter((e) =>
      replaces(next, { locationId: e.locationId, unitId: e.unitId ?? null, isEmpty: !!e.isEmpty }),
    );
    const held = await ctx.repo.count(trx, 'yardCheckEntry', { where: [{ prop: 'yardCheckId', op: 'eq', value: check.id }] }, MAX_ENTRIES);
    if (held - replaced.length >= MAX_ENTRIES)
      throw refuse('unitId', `A Yard Check holds at most ${MAX_ENTRIES} entries: close this one and start another`);
    for (const e of replaced) await writer.remove('yardCheckEntry', e);
    await writer.insert('yardCheckEntry', {
      yardCheckId: check.id,
      companyId: check.companyId,
      siteId: check.siteId,
      ...next,
      entryKey: key ?? randomUUID(),
      assetId: asset?.id ?? null,
      enteredUserId: p.userId,
      enteredUser: p.loginName,
      enteredDate: ctx.clock.now().toISOString(),
    });
    return readRows(ctx, trx, check.id, req.locationId);
  },
};

/** The location must be one the check walks: its site's, active, of its type. Any other is not found. */
async function requireWalked(ctx: AppContext, trx: Db, check: YardCheck, id: number) {
  const l = await ctx.repo.findById(trx, 'location', id);
  const walked = l && l.siteId === check.siteId && l.isActive && (check.locationType == null || l.locationType === check.locationType);
  if (!walked) throw notFoundAt('locationId', 'Location');
}
