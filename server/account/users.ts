// UserRecord accounts as the login, session and password code needs them: found by name regardless of
// case, shown without hashes and with the company name, and the one rule for who may log in.
import { UserStatus } from '../../schemas/enums.js';
import type { UserRecord } from '../engine/records.js';
import { canManageUser, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { Repository, Values } from '../engine/repository.js';
import { publicRecord } from '../engine/service.js';
import { notFound } from '../errors.js';

export async function publicUser(db: Db, repo: Repository, user: UserRecord): Promise<Values> {
  const company = user.priCompanyId ? await repo.findById(db, 'company', user.priCompanyId, { children: false }) : undefined;
  return { ...publicRecord(repo.registry.entity('user'), user), companyName: company?.name ?? null };
}

export async function findUserByLogin(db: Db, repo: Repository, loginName: string): Promise<UserRecord | undefined> {
  const where = [{ prop: 'loginName', op: 'ieq' as const, value: loginName.trim() }];
  const [user] = await repo.findMany(db, 'user', { where, range: [0, 0], children: false });
  return user;
}

/** A user the caller may manage (settings, dark mode, filters, passwords), or 404. */
export async function managedUser(ctx: AppContext, p: Principal, userId: number, db: Db = ctx.db): Promise<UserRecord> {
  const user = await ctx.repo.findById(db, 'user', userId);
  if (!user || !canManageUser(p, user)) throw notFound('User');
  return user;
}

/**
 * Whether an account may log in and keep its sessions: active, and neither Inactive, Locked (by an
 * administrator) nor Deleted. Login, session checks and password resets all ask this one question.
 */
export const canLogIn = (user: { isActive?: boolean; status?: number } | undefined): boolean =>
  !!user &&
  user.isActive !== false &&
  user.status !== UserStatus.Inactive &&
  user.status !== UserStatus.Locked &&
  user.status !== UserStatus.Deleted;
