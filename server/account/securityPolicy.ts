// Which security policy governs a login: the company's per-user-type policy, else the company's
// default, else the system's first policy (for users without a company). Every login asks, and
// policies change seldom, so the answer is kept until a company or a policy is written.
import { createHash } from 'node:crypto';
import type { SecurityParameter } from '../../schemas/types.generated.js';
import type { AppContext } from '../context.js';
import { cachedRead } from '../engine/readCache.js';

const DEPENDS_ON = ['company', 'securityParameter'];
const KEEP_MS = 30_000;

export function systemDefaultPolicy(ctx: AppContext): Promise<SecurityParameter> {
  return cachedRead(ctx, DEPENDS_ON, 'policy:default', KEEP_MS, async () => {
    const [first] = await ctx.repo.findMany(ctx.db, 'securityParameter', { sort: [{ prop: 'id', order: 'ASC' }], range: [0, 0] });
    if (!first) throw new Error('No security policy exists; the database is not seeded');
    return first;
  });
}

export function policyFor(ctx: AppContext, companyId: number | null | undefined, userType: number): Promise<SecurityParameter> {
  return cachedRead(ctx, DEPENDS_ON, `policy:${companyId ?? 0}:${userType}`, KEEP_MS, async () => {
    const company = companyId ? await ctx.repo.findById(ctx.db, 'company', companyId) : undefined;
    const perType = company?.userTypeSecurityParameters?.find((u) => u.userType === userType);
    const id = perType?.securityParameterId ?? company?.defaultSecurityParameterId;
    const policy = id ? await ctx.repo.findById(ctx.db, 'securityParameter', id) : undefined;
    return policy ?? systemDefaultPolicy(ctx);
  });
}

/**
 * The policy an unknown name is answered with: the policy of a real account picked by a hash of
 * the name, so the maxPwdAttempts shown and the lockout applied never tell a real name from an
 * unknown one (a default policy for every unknown name would, wherever a company's differs).
 */
export function policyForUnknownName(ctx: AppContext, key: string): Promise<SecurityParameter> {
  return cachedRead(ctx, [...DEPENDS_ON, 'user'], `policy:name:${key}`, KEEP_MS, async () => {
    const users = await ctx.repo.count(ctx.db, 'user');
    if (!users) return systemDefaultPolicy(ctx);
    const pick = createHash('sha256').update(key).digest().readUInt32BE(0) % users;
    const [user] = await ctx.repo.findMany(ctx.db, 'user', { sort: [{ prop: 'id', order: 'ASC' }], range: [pick, pick], children: false });
    return policyFor(ctx, user?.priCompanyId, user?.type ?? 0);
  });
}
