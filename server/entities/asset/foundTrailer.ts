// A trailer found somewhere, through the asset's own save: at the gate's check-in (issue 32) or at
// the spot where a yard check saw it (issue 33). One the records did not know is created: a
// carrier's until someone says otherwise (custody Carrier Interchange), Available, standing and
// assigned where it was found, granted to that site. A known one now stands there, granted to the
// site if it was not, and is no longer departed. These are the server's values, trusted: not the
// caller's to reach (a Dispatch Manager creates no asset of his own accord).
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { RecordOf, Values } from '../../engine/repository.js';
import { saveRecord, updateRecord } from '../../engine/service.js';
import { neededLookup } from '../lookup/named.js';

/** Where and how a trailer was found. */
export interface Found {
  locationId: number;
  siteId: number;
  /** Its history's action: 'gate', 'yard check'. */
  action: string;
  /** Whether it tracks payloads (the gate records one at once): unset, a known one keeps its choice. */
  hasPayload?: boolean;
}

export interface NewTrailer extends Found {
  companyId: number;
  unitId: string;
  assetType: number | null | undefined;
  assetCategory: number | null | undefined;
}

export async function createFoundTrailer(ctx: AppContext, trx: Db, p: Principal, t: NewTrailer): Promise<number> {
  const trusted: Values = {
    priCompanyId: t.companyId,
    assetStatus: await neededLookup(ctx, trx, t.companyId, 'AssetStatus', 'Available'),
    custody: await neededLookup(ctx, trx, t.companyId, 'AssetCustody', 'Carrier Interchange'),
    assignLocId: t.locationId,
    assetLocId: t.locationId,
    isActive: true,
    hasPayload: t.hasPayload ?? false,
    siteAccess: [t.siteId],
  };
  const body = { ...trusted, assetModelId: t.unitId, assetType: t.assetType, assetCategory: t.assetCategory };
  const saved = await saveRecord(ctx, p, ctx.registry.entity('asset'), body, { trx, overrideAccess: true, action: t.action, trusted });
  return saved.id as number;
}

export async function standFoundTrailer(ctx: AppContext, trx: Db, p: Principal, asset: RecordOf<'asset'>, at: Found): Promise<void> {
  const trusted: Values = {
    assetLocId: at.locationId,
    departedDate: null,
    ...(at.hasPayload === undefined ? {} : { hasPayload: at.hasPayload }),
    siteAccess: [...new Set([...(asset.siteAccess ?? []), at.siteId])],
  };
  await updateRecord(ctx, p, ctx.registry.entity('asset'), asset.id, {}, { trx, overrideAccess: true, action: at.action, trusted });
}
