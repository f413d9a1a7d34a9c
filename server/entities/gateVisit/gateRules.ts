// What the gate's two calls share (issue 32): who may use the gate, the site's gate location, the
// seal rule, the lock on a trailer and
// the message of a trailer already in a yard.
import { LookupGroup, MissionStage, UserType } from '../../../schemas/enums.js';
import { formatDateTime } from '../../../schemas/dates.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { RecordOf } from '../../engine/repository.js';
import { AppError, badRequest, conflict, type FieldError } from '../../errors.js';
import { lookupOf } from '../lookup/named.js';

/** The gate is worked by Company Administrators and Dispatch Managers, at the sites they reach. */
export const GATE_ROLES = [UserType.SiteAdmin, UserType.DispatchManager];

/** Payload statuses of a trailer that carries a load: it comes and goes sealed. */
const LOADED = ['Loaded', 'Sealed'];

/** Every stage but Complete (and Deleted): the trailer still has a move to make. */
export const OPEN_STAGES = Object.values(MissionStage).filter((s) => s !== MissionStage.Complete && s !== MissionStage.Deleted);

/**
 * The site's gate location: an active location of the site whose Location Type is "Gate" (the
 * first made, if several). None → 409 naming siteId: a gate needs a place for its trailers to stand.
 */
export async function gateLocation(ctx: AppContext, trx: Db, site: RecordOf<'site'>): Promise<RecordOf<'location'>> {
  const type = await lookupOf(ctx, trx, site.companyId, 'LocationType', 'Gate');
  const [gate] =
    type === undefined
      ? []
      : await ctx.repo.findMany(trx, 'location', {
          where: [
            { prop: 'siteId', op: 'eq', value: site.id },
            { prop: 'locationType', op: 'eq', value: type },
            { prop: 'isActive', op: 'eq', value: true },
          ],
          sort: [{ prop: 'id', order: 'ASC' }],
          range: [0, 0],
        });
  if (!gate) {
    const message = 'This site has no gate location';
    throw conflict(message, [{ field: 'siteId', message }]);
  }
  return gate;
}

/** A loaded (or sealed) trailer passes the gate with its seal number. */
export async function requireSealWhenLoaded(ctx: AppContext, trx: Db, payloadStatusId: number, seal: string | null | undefined) {
  if (seal?.trim()) return;
  const status = await ctx.repo.findById(trx, 'lookup', payloadStatusId);
  if (status && status.lookupGroupType === LookupGroup.PayloadStatus && LOADED.includes(status.description))
    throw badRequest([{ field: 'sealNumber', message: 'Seal Number is required when the trailer is loaded' }]);
}

/**
 * Holds the trailer's lock until the transaction ends: two guards at two gates checking in (or
 * out) the same trailer take turns, the second then finding the first's visit. Keyed by the
 * company and the Unit ID, so a trailer picked from the list and the same one typed at the other
 * gate are one key. (SQLite runs one write transaction at a time anyway.)
 */
export const lockTrailer = (ctx: AppContext, trx: Db, companyId: number, unitId: string) =>
  ctx.adapter.serialize(trx, `gate-trailer:${companyId}:${unitId.trim().toUpperCase()}`);

/** The open visit of the trailer, if it is in a yard. */
export async function openVisitOf(ctx: AppContext, trx: Db, assetId: number) {
  const [visit] = await ctx.repo.findMany(trx, 'gateVisit', { where: [{ prop: 'openAssetId', op: 'eq', value: assetId }], range: [0, 0] });
  return visit;
}

/** 409 naming the field: the trailer is already in a yard (where, and since when, in the caller's zone). */
export async function alreadyInYard(ctx: AppContext, trx: Db, p: Principal, visit: RecordOf<'gateVisit'>, field: string) {
  const site = await ctx.repo.findById(trx, 'site', visit.siteId);
  const since = formatDateTime(visit.checkInDate, p.zone);
  const message = `${visit.unitId} is already in the yard at ${site?.siteName ?? visit.siteId} since ${since}`;
  return new AppError(409, 'in_yard', message, [{ field, message }]);
}

/**
 * An entity's refusal (its own rules, run by its save in this transaction) with its fields named
 * as the gate's body names them: the payload's temperature is the gate's, the mission's target
 * the park location.
 */
export async function asStep<T>(names: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.details)
      err.details = err.details.map((d: FieldError) => ({ ...d, field: names[d.field] ?? d.field }));
    throw err;
  }
}
