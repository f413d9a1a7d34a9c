// Assets (operations §2 "Asset Manager", "Asset repairs dialog", §5, §6; maintenance §4–§6): the
// rules of an asset save that the schema cannot say. Everything else — GET /Assets, GET/POST/
// DELETE /Asset, the filtered list and history calls and their exports — is generated from
// asset.schema.json (x-fleet, x-filters, x-audit).
import { isAdmin, type Principal } from '../../access/access.js';
import { defineModule } from '../../engine/modules.js';
import { valuesOf } from '../../engine/repository.js';
import { AppError, badRequest } from '../../errors.js';

/** The fields the repairs dialog edits: a save that changes only these is a repair in the history. */
const REPAIR_FIELDS = [
  'repairType',
  'repairTech',
  'repairETA',
  'defectSeverity',
  'defectComplaint',
  'pMInfo',
  'assetStatus',
  'statusNotes',
];

const canonical = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].sort() : (v ?? null));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Site grants the author cannot see stay as they are: a Dispatch Manager's save never drops another site's access. */
function keepUnseenSites(p: Principal, given: number[] | undefined, stored: number[]): number[] | undefined {
  if (given === undefined || p.siteIds === null || isAdmin(p)) return given;
  const seen = new Set(p.siteIds);
  return [...new Set([...given, ...stored.filter((s) => !seen.has(s))])];
}

export default defineModule({
  entity: 'asset',
  hooks: {
    beforeSave({ ctx, principal, values, existing }) {
      if (existing) {
        // Unit ID is editable only for new assets or by admins; the primary company never changes.
        if (values.assetModelId !== undefined && values.assetModelId !== existing.assetModelId && !isAdmin(principal)) {
          const message = 'Unit ID can be changed only by an administrator';
          throw new AppError(403, 'forbidden', message, [{ field: 'assetModelId', message }]);
        }
        if (values.priCompanyId !== undefined && values.priCompanyId !== existing.priCompanyId)
          throw badRequest([{ field: 'priCompanyId', message: 'Primary Company cannot be changed' }]);
        values.siteAccess = keepUnseenSites(principal, values.siteAccess, existing.siteAccess ?? []);
      }
      // The status date is when the status last changed.
      if (!existing || (values.assetStatus !== undefined && values.assetStatus !== existing.assetStatus))
        values.statusUpdate = ctx.clock.now().toISOString();
    },
    auditAction({ existing, values }) {
      const changed = Object.entries(values).filter(([k, v]) => v !== undefined && k !== 'statusUpdate' && !same(v, valuesOf(existing)[k]));
      return changed.length && changed.every(([k]) => REPAIR_FIELDS.includes(k)) ? 'repair' : undefined;
    },
  },
});
