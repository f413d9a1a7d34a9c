// DELETE /ApiKey/{id} (issue 34): revokes a key. The key stays, with the time it was revoked, so
// the list and its user's history still say who did what with it; every instance refuses it from
// the next call on (the authenticator reads the key on each call). Revoking a revoked key answers
// it as it is.
import { UserType } from '../../../schemas/enums.js';
import type { NamedAction } from '../../engine/modules.js';
import type { ApiKey } from '../../../schemas/types.generated.js';
import { getRecord, updateRecord } from '../../engine/service.js';
import { one } from '../../http/openapi/shapes.js';
import { recordSecurityEvent } from '../../security/securityEvents.js';

export const revokeAction: NamedAction = {
  name: 'revoke',
  method: 'delete',
  path: '/ApiKey/:id',
  params: ['id'],
  summary: 'Revoke an API key (every instance refuses it from the next call)',
  access: { roles: [UserType.SysAdmin, UserType.SiteAdmin] },
  answer: one('apiKey'),
  async run({ ctx, principal: p, params, trx }) {
    const e = ctx.registry.entity('apiKey');
    // the caller's reach: another company's key is not found
    const key = (await getRecord(ctx, p, e, params.id, { trx })) as unknown as ApiKey;
    if (key.revokedAt) return key;
    const revoked = await updateRecord(
      ctx,
      p,
      e,
      key.id!,
      {},
      {
        trx,
        overrideAccess: true,
        action: 'revoke',
        trusted: { revokedAt: ctx.clock.now().toISOString() },
      },
    );
    await recordSecurityEvent(ctx, trx, {
      type: 'API key revoked',
      actor: p,
      companyId: key.companyId,
      subject: `API key ${key.name} (${key.prefix})`,
    });
    return revoked;
  },
};
