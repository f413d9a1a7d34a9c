// The rules of a payload save that the schema cannot say (operations §4 "Payload", §5): a payload
// belongs to an asset the author reaches, that is active and tracks payloads, and takes its
// company from it; who saved it says whether it is complete. (Each content type once, the
// temperature when refrigerated and a quantity above 0 are the schema's: x-unique-by, x-rules,
// exclusiveMinimum.)
import { UserType } from '../../../schemas/enums.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { noteChanges } from '../../engine/changeEvents.js';
import type { SaveArgs } from '../../engine/modules.js';
import type { RecordOf } from '../../engine/repository.js';
import { scopedQuery } from '../../engine/service.js';
import { badRequest, notFound } from '../../errors.js';

export async function beforePayloadSave({ ctx, principal, trx, values, existing, trusted, overrideAccess }: SaveArgs<'payload'>) {
  if (existing && values.assetId !== undefined && values.assetId !== existing.assetId)
    throw badRequest([{ field: 'assetId', message: 'A payload stays with its asset: record a new payload for the other asset' }]);
  const assetId = values.assetId ?? existing!.assetId;
  // The author must reach the asset — unless the server named it (a mission's Complete: the
  // mission's asset may be granted to sites its driver does not reach).
  const mine = overrideAccess || trusted.assetId !== undefined ? {} : scopedQuery(ctx, principal, ctx.registry.entity('asset'));
  const asset = await ctx.repo.findById(trx, 'asset', assetId, mine);
  if (!asset) throw notFound('Asset');
  if (!existing && !asset.isActive) throw badRequest([{ field: 'assetId', message: `${asset.assetModelId} is not active` }]);
  if (!existing && !asset.hasPayload) throw badRequest([{ field: 'assetId', message: `${asset.assetModelId} does not track payloads` }]);
  values.companyId = asset.priCompanyId;
  // §4: saved by a Driver it is complete; by anyone else, incomplete (the mission's Park and
  // Payload dialog records its own, always complete: a trusted value of mission/stageAction.ts).
  values.isComplete = principal.type === UserType.Driver;
}

/**
 * A refrigerated payload read further from its set point than its company allows
 * (Company.reeferToleranceDegrees) is news of its own: a change event `reeferOutOfRange`, stored
 * with the save in its transaction, which webhooks carry as `reefer.out_of_range` and web push
 * takes to the site's Dispatch Managers. Decided here, at the save, by the tolerance of that moment.
 */
export async function afterPayloadSave({ ctx, trx, entity, existing, saved }: SaveArgs<'payload'> & { saved: RecordOf<'payload'> }) {
  // a new reading, not a note added to one already told
  const reading = (p: typeof saved) => [p.isRefrigerated ?? false, p.temperature ?? null, p.setPoint ?? null].join();
  if (existing && reading(existing) === reading(saved)) return;
  if (!outOfRange(saved, await toleranceOf(ctx, trx, saved.companyId!))) return;
  await noteChanges(ctx, trx, entity, 'reeferOutOfRange', [{ after: { ...saved } }]);
}

export function outOfRange(p: Pick<RecordOf<'payload'>, 'isRefrigerated' | 'temperature' | 'setPoint'>, tolerance: number): boolean {
  if (!p.isRefrigerated || p.temperature == null || p.setPoint == null) return false;
  return Math.abs(p.temperature - p.setPoint) > tolerance;
}

async function toleranceOf(ctx: AppContext, trx: Db, companyId: number): Promise<number> {
  const company = await ctx.repo.findById(trx, 'company', companyId);
  return company?.reeferToleranceDegrees ?? 5;
}
