// User save rules (maintenance §6, §7): who may create which user types, the company a Company
// Administrator's users belong to, site access by type, the password of a new user checked
// against its policy, force-reset on for new users; deleting marks the user Deleted.
import { UserStatus, UserType } from '../../../schemas/enums.js';
import { canManageUser, isSysAdmin, MANAGED_TYPES } from '../../access/access.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { passwordProblem } from '../passwordService.js';
import { canLogIn, findUserByLogin, publicRecord } from '../userService.js';
import type { EntityHooks } from './types.js';

export const userHooks: EntityHooks = {
  async beforeSave({ ctx, principal: p, input, values, existing }) {
    if (existing && !canManageUser(p, existing)) throw notFound('User');
    const allowed = MANAGED_TYPES[p.type] ?? [];
    // An administrator may keep its own (or, for a SysAdmin, anyone's) existing type unchanged.
    const keepsType = existing && existing.type === values.type && (isSysAdmin(p) || existing.id === p.userId);
    if (!allowed.includes(values.type) && !keepsType) throw badRequest([{ field: 'type', message: 'User Type is not allowed' }]);
    if (!isSysAdmin(p)) values.priCompanyId = p.companyId;
    if (values.type !== UserType.SysAdmin && !values.priCompanyId)
      throw badRequest([{ field: 'priCompanyId', message: 'Primary Company is required' }]);
    if (values.type === UserType.SysAdmin) values.priCompanyId = values.priCompanyId ?? null;

    // Site access: none for a SysAdmin, every company site for a SiteAdmin, else the ticked ones.
    const sites = values.priCompanyId
      ? await ctx.repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: values.priCompanyId }] })
      : [];
    if (values.type === UserType.SysAdmin) values.siteAccess = [];
    else if (values.type === UserType.SiteAdmin) values.siteAccess = sites.map((s) => s.id);
    else {
      const own = new Set(sites.map((s) => s.id));
      const ticked: number[] = [...new Set<number>(values.siteAccess ?? existing?.siteAccess ?? [])];
      if (ticked.some((id) => !own.has(id))) throw notFound('Site Access');
      values.siteAccess = ticked;
    }
    // Login looks names up without regard to case, so 'Bob' and 'bob' cannot both exist.
    const same = await findUserByLogin(ctx.db, ctx.repo, values.loginName);
    if (same && same.id !== existing?.id)
      throw conflict('Username already exists', [{ field: 'loginName', message: 'Username already exists' }]);
    values.displayName = input.displayName || `${values.firstName} ${values.lastName}`;

    // The password is set only on a new user; existing users change it through the password calls.
    delete values.password;
    if (!existing) {
      values.forcePWDChange = true;
      values.status = values.status ?? UserStatus.Active;
      if (input.password) {
        const problem = await passwordProblem(ctx, { id: 0, priCompanyId: values.priCompanyId, type: values.type }, input.password);
        if (problem) throw badRequest([{ field: 'password', message: problem }]);
        values.passwordHash = await hashPassword(input.password);
        values.passwordChangedAt = ctx.clock.now().toISOString();
      }
    }
  },
  async afterSave({ ctx, trx, saved, existing, values }) {
    if (!existing && values.passwordHash) {
      await ctx.repo.insert(trx, 'passwordHistory', {
        userId: saved.id,
        passwordHash: values.passwordHash,
        createdAt: ctx.clock.now().toISOString(),
      });
    }
    // An account that may no longer log in (inactive, locked, deleted, or isActive off) loses its sessions.
    if (existing && !canLogIn(saved)) await revokeUserSessions(ctx, trx, saved.id);
  },
  async delete({ ctx, principal: p, existing }) {
    if (existing.id === p.userId) throw forbidden('You cannot delete your own user');
    if (!canManageUser(p, existing)) throw notFound('User');
    const now = ctx.clock.now().toISOString();
    const saved = await ctx.db.transaction().execute(async (trx) => {
      await revokeUserSessions(ctx, trx, existing.id);
      return ctx.repo.update(trx, 'user', existing.id, { status: UserStatus.Deleted, isActive: false, updateDate: now });
    });
    return publicRecord(ctx.repo, 'user', saved!);
  },
};
