// Which security policy governs a login: the company's per-user-type policy, else the company's
// default, else the system's first policy (for users without a company).
import { createHash } from 'node:crypto';
import type { Db } from '../db/dialect.js';
import type { SecurityParameter } from '../../schemas/types.generated.js';
import type { Repository } from '../engine/repository.js';

export async function systemDefaultPolicy(db: Db, repo: Repository): Promise<SecurityParameter> {
  const [first] = await repo.findMany(db, 'securityParameter', { sort: [{ prop: 'id', order: 'ASC' }], range: [0, 0] });
  if (!first) throw new Error('No security policy exists; the database is not seeded');
  return first;
}

export async function policyFor(
  db: Db,
  repo: Repository,
  companyId: number | null | undefined,
  userType: number,
): Promise<SecurityParameter> {
  const company = companyId ? await repo.findById(db, 'company', companyId) : undefined;
  const perType = company?.userTypeSecurityParameters?.find((u) => u.userType === userType);
  const id = perType?.securityParameterId ?? company?.defaultSecurityParameterId;
  const policy = id ? await repo.findById(db, 'securityParameter', id) : undefined;
  return policy ?? systemDefaultPolicy(db, repo);
}

/**
 * The policy an unknown name is answered with: the policy of a real account picked by a hash of
 * the name, so the maxPwdAttempts shown and the lockout applied never tell a real name from an
 * unknown one (a default policy for every unknown name would, wherever a company's differs).
 */
export async function policyForUnknownName(db: Db, repo: Repository, key: string): Promise<SecurityParameter> {
  const users = await repo.count(db, 'user');
  if (!users) return systemDefaultPolicy(db, repo);
  const pick = createHash('sha256').update(key).digest().readUInt32BE(0) % users;
  const [user] = await repo.findMany(db, 'user', { sort: [{ prop: 'id', order: 'ASC' }], range: [pick, pick] });
  return policyFor(db, repo, user?.priCompanyId, user?.type ?? 0);
}
