// Assets with their history (created, then repaired), and payloads with their content rows.
import { type AssetRow, DESCRIPTIONS, PM_INFO, type PayloadRow, REPAIRS, STATUS_NOTES } from './demoAssetData.js';
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
      assetStatus: lk('AssetStatus', repair ? 'Available' : status),
      assetType: lk('AssetType', type),
      assetCategory: lk('AssetCategory', type === 'Yard Tractor' ? 'Tractor' : 'Trailer'),
      custody: lk('AssetCustody', custody),
      assignment: lk('AssetAssignment', assignment),
      assignLocId: loc(assign),
      assetLocId: loc(at),
      isActive: true,
      hasPayload: !!payload,
      siteAccess: siteIds(company, sites),
      pMInfo: PM_INFO[unit] ?? null,
      statusUpdate: created,
      statusNotes: repair ? null : (STATUS_NOTES[unit] ?? null),
      updateDate: created,
      updateUser,
    });
    // An asset under repair was Available with no repair values until the repair was recorded:
    // its history has the creation and then the repair, as the repairs dialog leaves them.
    company.assets[unit] = repair
      ? await env.update(
          'asset',
          asset,
          {
            assetStatus: lk('AssetStatus', status),
            repairType: lk('AssetRepairType', repair[0]),
            repairTech: lk('AssetRepairTech', repair[1]),
            defectSeverity: lk('AssetDefectSeverity', repair[2]),
            repairETA: env.ago(-repair[3]),
            defectComplaint: repair[4],
            statusNotes: STATUS_NOTES[unit] ?? null,
            statusUpdate: changed,
          },
          { at: changed, user: updateUser, action: 'repair' },
        )
      : asset;
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
      // the demo's reefers run at their set points (none out of range at the start)
      setPoint: temperature,
      payloadNotes: notes ?? null,
      // Saved by a driver or from the mission dialog: complete; by the dispatcher: not.
      isComplete: by !== null,
      payloadContents: Object.entries(contents).map(([type, quantity]) => ({ contentTypeId: lk('PayloadContent', type), quantity })),
      updateDate: env.ago(minutesAgo),
    });
  }
}
