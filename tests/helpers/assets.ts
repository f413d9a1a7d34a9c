// Helpers for the asset tests: which assets a demo user may see (computed from the data as the
// spec words it — operations §6, maintenance §4 — never from server/access), valid asset bodies,
// filters of the asset screen, and reading the CSV exports byte for byte.
import { parse } from 'csv-parse/sync';
import { FilterOption, UserType } from '../../schemas/enums.js';
import type { AppContext } from '../../server/context.js';
import { repoOf, type Rec } from './db.js';
import { type DemoIds, unique } from './maintenance.js';
import type { TestApp } from './testApp.js';

/**
 * The ids of the assets `login` may see: a System Administrator every asset; a Company
 * Administrator every asset of its company; a Dispatch Manager or a Driver the assets of its
 * company granted to one of the active sites in its own site access.
 */
export async function assetsVisibleTo(ctx: AppContext, login: string): Promise<Set<number>> {
  const repo = repoOf(ctx);
  const [user] = await repo.findMany(ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: login }] });
  if (!user) throw new Error(`no user ${login}`);
  const assets = await repo.findMany(ctx.db, 'asset');
  if (user.type === UserType.SysAdmin) return new Set(assets.map((a) => a.id as number));
  const sites = await repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: user.priCompanyId }] });
  const reach = new Set(sites.filter((s) => s.isActive && (user.siteAccess as number[]).includes(s.id)).map((s) => s.id as number));
  return new Set(
    assets
      .filter((a) => a.priCompanyId === user.priCompanyId)
      .filter((a) => user.type === UserType.SiteAdmin || (a.siteAccess as number[]).some((s) => reach.has(s)))
      .map((a) => a.id as number),
  );
}

/** A valid new asset of `companyId`, at `siteId` (granted to it, standing at its Door 01 / Row A). */
export function assetBody(ids: DemoIds, companyId: number, siteId: number, over: Rec = {}): Rec {
  return {
    assetModelId: unique('UNIT'),
    assetDescription: 'made by a test',
    priCompanyId: companyId,
    assetStatus: ids.lookup(companyId, 'AssetStatus', 'Available'),
    assetType: ids.lookup(companyId, 'AssetType', 'Dry Van'),
    assetCategory: ids.lookup(companyId, 'AssetCategory', 'Trailer'),
    custody: ids.lookup(companyId, 'AssetCustody', 'Company Owned'),
    assignment: ids.lookup(companyId, 'AssetAssignment', 'Outbound'),
    assignLocId: ids.location(siteId, 'Door 01'),
    assetLocId: ids.location(siteId, 'Row A'),
    isActive: true,
    hasPayload: false,
    siteAccess: [siteId],
    repairType: null,
    repairTech: null,
    repairETA: null,
    defectSeverity: null,
    defectComplaint: null,
    pMInfo: null,
    statusNotes: null,
    ...over,
  };
}

/** One filter of the asset filter screen as the filter manager sends it (enabled unless told). */
export function assetFilter(type: string, filterType: string, value: unknown, option: number = FilterOption.Exact, active = true): Rec {
  return { type, filterType, option, value, active, required: false };
}

/** The rows of a CSV text (header row as keys); a leading byte-order mark is skipped. */
export const csvRecords = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

/** The header row of a CSV text, without the byte-order mark. */
export const csvHeader = (text: string): string[] => (parse(text, { bom: true, to_line: 1 }) as string[][])[0];

/** A download call read as bytes (fetch's text() would drop the byte-order mark). */
export async function download(
  app: TestApp,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${app.baseUrl}/api/Fleet${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The UTF-8 byte-order mark every export starts with. */
export const BOM_BYTES = Buffer.from([0xef, 0xbb, 0xbf]);

/** The default list columns of the asset screen, as the list and its export head them. */
export const ASSET_LIST_HEADER = [
  'Unit ID',
  'Asset Status',
  'Status Date',
  'Asset Type',
  'Asset Category',
  'Assigned Location',
  'Current Location',
  'Last Updated',
  'Updated By',
];
