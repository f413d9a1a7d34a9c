// The security event of a delete, for every entity (engine/service.ts deleteRecord calls it in the
// delete's transaction): who removed which record, named as the screens name it.
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { EntityDef } from '../engine/registry.js';
import type { Values } from '../engine/repository.js';
import { recordSecurityEvent } from './securityEvents.js';

/** The company a record belongs to: its company field, or its site's company; none for global records. */
async function companyOf(ctx: AppContext, db: Db, e: EntityDef, rec: Values): Promise<number | null> {
  if (e.tenant === 'global') return null;
  if (e.tenant.company) return (rec[e.tenant.company] as number | null) ?? null;
  if (e.tenant.site && rec[e.tenant.site]) return (await ctx.repo.findById(db, 'site', rec[e.tenant.site]))?.companyId ?? null;
  return null;
}

export async function logDelete(ctx: AppContext, trx: Db, p: Principal, e: EntityDef, rec: Values) {
  const id = rec[e.primary.name];
  const name = e.display && rec[e.display] != null ? `${rec[e.display]} (#${id})` : `#${id}`;
  await recordSecurityEvent(ctx, trx, {
    type: 'Deleted',
    actor: p,
    companyId: await companyOf(ctx, trx, e, rec),
    subject: `${e.label} ${name}`,
  });
}
