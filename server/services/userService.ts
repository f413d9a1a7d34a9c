// User records as the API shows them: never a hash or a counter, with the company name joined.
import type { Db } from '../db/dialect.js';
import type { EntityRepository, Rec } from '../repositories/entityRepository.js';

export function publicRecord(repo: EntityRepository, entityId: string, rec: Rec): Rec {
  const e = repo.registry.entity(entityId);
  const out: Rec = {};
  for (const p of e.properties) if (!p.private && !p.schema.writeOnly && rec[p.name] !== undefined) out[p.name] = rec[p.name];
  return out;
}

export async function publicUser(db: Db, repo: EntityRepository, user: Rec): Promise<Rec> {
  const company = user.priCompanyId ? await repo.findById(db, 'company', user.priCompanyId) : undefined;
  return { ...publicRecord(repo, 'user', user), companyName: company?.name ?? null };
}

export async function findUserByLogin(db: Db, repo: EntityRepository, loginName: string): Promise<Rec | undefined> {
  const [user] = await repo.findMany(db, 'user', { where: [{ prop: 'loginName', op: 'ieq', value: loginName.trim() }], range: [0, 0] });
  return user;
}
