// Helpers for the payload tests: which payloads a demo user may see (computed from the data as the
// spec words it — a payload is seen with its asset, operations §6 — never from server/access), the
// current payload of each asset (its newest), and valid payload bodies.
import type { AppContext } from '../../server/context.js';
import { assetsVisibleTo, assetFilter } from './assets.js';
import { repoOf, type Rec } from './db.js';
import type { DemoIds } from './maintenance.js';

/** Every payload of the demo data, with its content rows. */
export const allPayloads = (ctx: AppContext) => repoOf(ctx).findMany(ctx.db, 'payload');

/** The payloads `login` may see: those of the assets it may see. */
export async function payloadsVisibleTo(ctx: AppContext, login: string): Promise<Rec[]> {
  const assets = await assetsVisibleTo(ctx, login);
  return (await allPayloads(ctx)).filter((p) => assets.has(p.assetId));
}

/** The current payload of each asset among `payloads`: the one with the highest id. */
export function currentOf(payloads: Rec[]): Rec[] {
  const newest = new Map<number, Rec>();
  for (const p of payloads) if (!newest.has(p.assetId) || newest.get(p.assetId)!.id < p.id) newest.set(p.assetId, p);
  return [...newest.values()];
}

/** A valid payload of asset `asset` of company `companyId`, at `locId`, with these contents (description → quantity). */
export function payloadBody(
  ids: DemoIds,
  companyId: number,
  asset: number,
  locId: number,
  contents: Record<string, number> = {},
  over: Rec = {},
): Rec {
  return {
    assetId: asset,
    payloadStatusId: ids.lookup(companyId, 'PayloadStatus', 'Loaded'),
    payloadAssignId: ids.lookup(companyId, 'PayloadAssignment', 'Outbound'),
    locId,
    isRefrigerated: false,
    temperature: null,
    payloadNotes: 'recorded by a test',
    payloadContents: Object.entries(contents).map(([type, quantity]) => ({
      contentTypeId: ids.lookup(companyId, 'PayloadContent', type),
      quantity,
    })),
    ...over,
  };
}

/** One filter of the payload filter screen as the filter manager sends it. */
export const payloadFilter = assetFilter;
