// Assets with their 'Created' history row, and payloads with their content rows.
import { type AssetRow, DESCRIPTIONS, PM_INFO, type PayloadRow, REPAIRS, STATUS_NOTES } from './demoAssetData.js';
import type { Asset } from '../../schemas/types.generated.js';
import { changedFields } from '../engine/audit.js';
import { type CompanySeed, type DemoEnv, DAY, HOUR, siteIds } from './demoShared.js';

/** Inserts the fleet, saved by `updateUser`; fills company.assets (record by unit id). */
export async function seedAssets(env: DemoEnv, company: CompanySeed, rows: AssetRow[], updateUser: string): Promise<void> {
  const { lk, loc } = company;
  for (const [i, [unit, type, status, custody, assignment, assign, at, sites, payload]] of rows.entries()) {
    const created = env.ago(14 * DAY - i * 3 * HOUR);
    const repair = REPAIRS[unit];
    const changed = repair ? env.ago(DAY + i * 40) : created;
    const asset = await env.insert('asset', {
      assetModelId: unit,
      assetDescription: DESCRIPTIONS[unit] ?? null,
      priCompanyId: company.id,
      assetStatus: lk('AssetStatus', status),
      assetType: lk('AssetType', type),
      assetCategory: lk('AssetCategory', type === 'Yard Tractor' ? 'Tractor' : 'Trailer'),
      custody: lk('AssetCustody', custody),
      assignment: lk('AssetAssignment', assignment),
      assignLocId: loc(assign),
      assetLocId: loc(at),
      isActive: true,
      hasPayload: !!payload,
      siteAccess: siteIds(company, sites),
      repairType: repair ? lk('AssetRepairType', repair[0]) : null,
      repairTech: repair ? lk('AssetRepairTech', repair[1]) : null,
      defectSeverity: repair ? lk('AssetDefectSeverity', repair[2]) : null,
      repairETA: repair ? env.ago(-repair[3]) : null,
      defectComplaint: repair?.[4] ?? null,
      pMInfo: PM_INFO[unit] ?? null,
      statusUpdate: changed,
      statusNotes: STATUS_NOTES[unit] ?? null,
      updateDate: changed,
      updateUser,
    });
    company.assets[unit] = asset;
    await seedHistory(env, asset, repair ? { created, status: lk('AssetStatus', 'Available') } : { created }, updateUser);
  }
}

const REPAIR_VALUES = ['repairType', 'repairTech', 'defectSeverity', 'repairETA', 'defectComplaint', 'statusNotes'] as const;

/**
 * An asset's history as its writes would have left it: its creation and, for one under repair,
 * the repair that followed (before it the asset was Available with no repair values). Each row is
 * a copy of the asset's fields after the change, with the changed fields old → new.
 */
async function seedHistory(env: DemoEnv, asset: Asset & { id: number }, before: { created: string; status?: number }, user: string) {
  const { id, ...after } = asset;
  const fields = Object.keys(after).filter((f) => !['updateDate', 'updateUser'].includes(f));
  const created: Record<string, unknown> = { ...after, updateDate: before.created, statusUpdate: before.created };
  if (before.status !== undefined) {
    created.assetStatus = before.status;
    for (const f of REPAIR_VALUES) created[f] = null;
  }
  const rows: { action: string; at: string; prior?: Record<string, unknown>; copy: Record<string, unknown> }[] = [
    { action: 'create', at: before.created, copy: created },
  ];
  if (before.status !== undefined) rows.push({ action: 'repair', at: asset.updateDate as string, prior: created, copy: { ...after } });
  for (const row of rows) {
    const changes = changedFields(fields, { before: row.prior, after: row.copy });
    await env.insert('assetAudit', {
      ...(row.copy as object),
      assetId: id,
      action: row.action,
      auditDate: row.at,
      auditUser: user,
      changes,
    } as never);
  }
}

/** Payloads (history of cargo per asset); `missions` maps mission keys to ids. */
export async function seedPayloads(
  env: DemoEnv,
  company: CompanySeed,
  rows: PayloadRow[],
  missions: Record<string, number>,
): Promise<void> {
  const { lk } = company;
  for (const [unit, at, status, assignment, contents, temperature, by, minutesAgo, notes] of rows) {
    const asset = company.assets[unit];
    if (!asset) throw new Error(`demo data: unknown asset "${unit}"`);
    const missionId = by && by !== 'driver' ? missions[by] : null;
    if (missionId === undefined) throw new Error(`demo data: unknown mission "${by}"`);
    await env.insert('payload', {
      companyId: company.id,
      assetId: asset.id,
      missionId,
      locId: company.loc(at),
      payloadStatusId: lk('PayloadStatus', status),
      payloadAssignId: lk('PayloadAssignment', assignment),
      isRefrigerated: temperature !== null,
      temperature,
      payloadNotes: notes ?? null,
      // Saved by a driver or from the mission dialog: complete; by the dispatcher: not.
      isComplete: by !== null,
      payloadContents: Object.entries(contents).map(([type, quantity]) => ({ contentTypeId: lk('PayloadContent', type), quantity })),
      updateDate: env.ago(minutesAgo),
    });
  }
}
