// User records as the API shows them: never a hash or a counter, with the company name joined.
import { UserStatus } from '../../schemas/enums.js';
import { canManageUser, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { notFound } from '../errors.js';
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

/** A user the caller may manage (settings, dark mode, filters, passwords), or 404. */
export async function managedUser(ctx: AppContext, p: Principal, userId: number): Promise<Rec> {
  const user = await ctx.repo.findById(ctx.db, 'user', userId);
  if (!user || !canManageUser(p, user)) throw notFound('User');
  return user;
}

/**
 * Whether an account may log in and keep its sessions: active, and neither Inactive, Locked (by an
 * administrator) nor Deleted. Login, session checks and password resets all ask this one question.
 */
export const canLogIn = (user: Rec | undefined): boolean =>
  !!user &&
  user.isActive !== false &&
  user.status !== UserStatus.Inactive &&
  user.status !== UserStatus.Locked &&
  user.status !== UserStatus.Deleted;
