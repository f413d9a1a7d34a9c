// User save rules (maintenance §6, §7): who may create and manage which user types, site access
// by type, the password of a new user checked against its policy and hashed before the
// transaction, force-reset on for new users, unique names regardless of case; deleting marks the
// user Deleted; a page of users gets its company names in one query.
import { UserStatus, UserType } from '../../../schemas/enums.js';
import { canManageUser, isSysAdmin, MANAGED_TYPES } from '../../access/access.js';
import { userDeleteRefusal } from '../../../schemas/userRules.js';
import { hashPassword } from '../../account/hashing.js';
import { revokeUserSessions } from '../../account/sessions.js';
import type { EntityHooks } from '../../engine/modules.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { passwordProblem } from '../../account/passwords.js';
import { logUserChanges } from '../../security/userEvents.js';
import { canLogIn, findUserByLogin } from '../../account/users.js';

export const userHooks: EntityHooks<'user'> = {
  async prepare({ ctx, input, creating }) {
    // The password is set only on a new user; existing users change it through the password calls.
    if (!creating || !input.password) return;
    const problem = await passwordProblem(ctx, { id: 0, priCompanyId: input.priCompanyId ?? null, type: input.type ?? 0 }, input.password);
    if (problem) throw badRequest([{ field: 'password', message: problem }]);
    return { passwordHash: await hashPassword(input.password), passwordChangedAt: ctx.clock.now().toISOString() };
  },

  async beforeSave({ ctx, trx, principal: p, input, values, existing, overrideAccess }) {
    if (existing && !canManageUser(p, existing)) throw notFound('User');
    // an API key's user is its key's rights: it changes only with its key (entities/apiKey)
    if (existing?.isService && !overrideAccess) throw forbidden("This user is an API key's: revoke the key and create another");
    const allowed = MANAGED_TYPES[p.type] ?? [];
    // An administrator may keep its own (or, for a SysAdmin, anyone's) existing type unchanged.
    const keepsType = existing && existing.type === values.type && (isSysAdmin(p) || existing.id === p.userId);
    if (!allowed.includes(values.type!) && !keepsType) throw badRequest([{ field: 'type', message: 'User Type is not allowed' }]);
    if (values.type !== UserType.SysAdmin && !values.priCompanyId)
      throw badRequest([{ field: 'priCompanyId', message: 'Primary Company is required' }]);
    if (values.type === UserType.SysAdmin) values.priCompanyId = values.priCompanyId ?? null;

    // Site access: none for a SysAdmin, every company site for a SiteAdmin, else the ticked ones.
    const sites = values.priCompanyId
      ? await ctx.repo.findMany(trx, 'site', { where: [{ prop: 'companyId', op: 'eq', value: values.priCompanyId }], children: false })
      : [];
    if (values.type === UserType.SysAdmin) values.siteAccess = [];
    else if (values.type === UserType.SiteAdmin) values.siteAccess = sites.map((s) => s.id!);
    else {
      const own = new Set(sites.map((s) => s.id));
      const ticked = [...new Set<number>(values.siteAccess ?? existing?.siteAccess ?? [])];
      if (ticked.some((id) => !own.has(id))) throw notFound('Site Access');
      values.siteAccess = ticked;
    }
    // Login looks names up without regard to case, so 'Bob' and 'bob' cannot both exist.
    const same = await findUserByLogin(trx, ctx.repo, values.loginName!);
    if (same && same.id !== existing?.id)
      throw conflict('Username already exists', [{ field: 'loginName', message: 'Username already exists' }]);
    values.displayName = input.displayName || `${values.firstName} ${values.lastName}`;

    // The password is set only on a new user; existing users change it through the password calls.
    delete values.password;
    if (existing) {
      delete values.passwordHash;
      delete values.passwordChangedAt;
    } else {
      values.forcePWDChange = true;
      values.status = values.status ?? UserStatus.Active;
    }
  },

  async afterSave({ ctx, trx, principal, saved, existing, values }) {
    await logUserChanges(ctx, trx, principal, saved, existing);
    if (!existing && values.passwordHash) {
      await ctx.repo.insert(trx, 'passwordHistory', {
        userId: saved.id,
        passwordHash: values.passwordHash as string,
        createdAt: ctx.clock.now().toISOString(),
      });
    }
    // An account that may no longer log in (inactive, locked, deleted, or isActive off) loses its sessions.
    if (existing && !canLogIn(saved)) await revokeUserSessions(ctx, trx, saved.id!);
  },

  async afterRead({ ctx, db, records }) {
    const ids = [...new Set(records.map((u) => u.priCompanyId).filter((id): id is number => !!id))];
    const companies = ids.length
      ? await ctx.repo.findMany(db, 'company', { where: [{ prop: 'id', op: 'in', value: ids }], children: false })
      : [];
    const names = new Map(companies.map((c) => [c.id, c.name]));
    for (const u of records) u.companyName = (u.priCompanyId ? names.get(u.priCompanyId) : undefined) ?? null;
  },

  async delete({ ctx, principal: p, trx, existing, writer }) {
    const refusal = userDeleteRefusal(p, existing);
    if (refusal === 'self') throw forbidden('You cannot delete your own user');
    if (refusal === 'unmanaged') throw notFound('User');
    // A user is deleted once: read again while no other delete of it runs (on PostgreSQL a second
    // one waits here for the first to commit), a Deleted user is gone — 404, no second history row
    // nor log entry.
    await ctx.adapter.serialize(trx, `user-delete:${existing.id}`);
    const now = await ctx.repo.findById(trx, 'user', existing.id);
    if (!now || now.status === UserStatus.Deleted) throw notFound('User');
    await revokeUserSessions(ctx, trx, existing.id!);
    return writer.update('user', now, { status: UserStatus.Deleted, isActive: false }, { action: 'delete' });
  },
};
