// The security event of a delete, for every entity (engine/service.ts deleteRecord calls it in the
// delete's transaction): who removed which record, named as the screens name it.
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { recordCompany } from '../engine/references.js';
import type { EntityDef } from '../engine/registry.js';
import type { Values } from '../engine/repository.js';
import { recordSecurityEvent } from './securityEvents.js';

export async function logDelete(ctx: AppContext, trx: Db, p: Principal, e: EntityDef, rec: Values) {
  const id = rec[e.primary.name];
  const name = e.display && rec[e.display] != null ? `${rec[e.display]} (#${id})` : `#${id}`;
  await recordSecurityEvent(ctx, trx, {
    type: 'Deleted',
    actor: p,
    companyId: (await recordCompany(ctx, trx, e, rec)) ?? null,
    subject: `${e.label} ${name}`,
  });
}
