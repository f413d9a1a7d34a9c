// POST /ApiKey (issue 34): a Company Administrator makes a key for another system. In one
// transaction, each through its entity's own save: the service user the key acts as (the user's
// rules check its type and that each site is one of the company's), then the key, which keeps only
// the hash of its secret; the security log records both. The secret is answered here, once.
import { userTypeLabels, UserType } from '../../../schemas/enums.js';
import type { ApiKeyRequest } from '../../../schemas/types.generated.js';
import { newApiKey } from '../../account/apiKeyAuth.js';
import type { NamedAction } from '../../engine/modules.js';
import { saveRecord } from '../../engine/service.js';
import { badRequest } from '../../errors.js';
import { one } from '../../http/openapi/shapes.js';
import { recordSecurityEvent } from '../../security/securityEvents.js';

/** A key lives at most this long: a system's credential is renewed, never left to last for ever. */
const LONGEST_MS = 2 * 366 * 24 * 60 * 60_000;

export const createAction: NamedAction = {
  name: 'create',
  method: 'post',
  path: '/ApiKey',
  summary: 'Create an API key for another system (its secret is answered once)',
  access: { roles: [UserType.SiteAdmin] },
  body: 'apiKeyRequest',
  answer: one('apiKeyCreated'),
  async run({ ctx, principal: p, body, trx }) {
    const req = body as ApiKeyRequest;
    const now = ctx.clock.now();
    const expires = new Date(req.expiresAt);
    if (expires.getTime() <= now.getTime()) throw badRequest([{ field: 'expiresAt', message: 'Expires must be in the future' }]);
    if (expires.getTime() - now.getTime() > LONGEST_MS)
      throw badRequest([{ field: 'expiresAt', message: 'Expires must be at most two years ahead' }]);
    const creator = (await ctx.repo.findById(trx, 'user', p.userId))!;
    const { prefix, key, secretHash } = newApiKey();
    const own = { trx, overrideAccess: true };
    // the user's own save: its type must be one the caller manages, its sites the company's (404 else)
    const user = await saveRecord(
      ctx,
      p,
      ctx.registry.entity('user'),
      {
        loginName: prefix.replace('ymk_', 'apikey.'),
        firstName: req.name.trim(),
        lastName: 'API key',
        // an address nothing delivers to (RFC 2606): a reset mail can never reach the key's user
        email: `${prefix.replace('ymk_', 'apikey.')}@apikey.invalid`,
        type: req.userType,
        priCompanyId: p.companyId,
        siteAccess: req.siteAccess,
        timeZone: creator.timeZone,
      },
      { trx, trusted: { isService: true } },
    );
    const saved = await saveRecord(
      ctx,
      p,
      ctx.registry.entity('apiKey'),
      { companyId: p.companyId, name: req.name.trim(), prefix, userId: user.id, expiresAt: expires.toISOString() },
      { ...own, trusted: { secretHash, createdUserId: p.userId, createdAt: now.toISOString(), lastUsedAt: null, revokedAt: null } },
    );
    await recordSecurityEvent(ctx, trx, {
      type: 'API key created',
      actor: p,
      companyId: p.companyId,
      subject: `API key ${saved.name} (${prefix})`,
      details: `${userTypeLabels[req.userType]} at sites ${[...new Set(req.siteAccess)].join(', ')}, until ${expires.toISOString()}`,
    });
    return { id: saved.id, prefix, secret: key };
  },
};
