// Shortcuts into the demo data for arranging a test's state directly in the database.
import type { AppContext } from '../../server/context.js';
import { findUserByLogin } from '../../server/account/users.js';
import { policyFor } from '../../server/account/securityPolicy.js';
import { repoOf, type Rec } from './db.js';

export async function demoUser(ctx: AppContext, login: string): Promise<Rec> {
  const u = await findUserByLogin(ctx.db, ctx.repo, login);
  if (!u) throw new Error(`no demo user ${login}`);
  return u;
}

export async function setUser(ctx: AppContext, login: string, values: Rec) {
  const u = await demoUser(ctx, login);
  await repoOf(ctx).update(ctx.db, 'user', u.id, values);
  return u;
}

/** Changes the policy that governs `login` and returns it. */
export async function setPolicyOf(ctx: AppContext, login: string, values: Rec): Promise<Rec> {
  const u = await demoUser(ctx, login);
  const policy = await policyFor(ctx, u.priCompanyId, u.type);
  return (await repoOf(ctx).update(ctx.db, 'securityParameter', policy.id, values))!;
}
