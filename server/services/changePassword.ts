// POST /ChangePassword and /ForcedChangePassword. Own change needs the current password, except
// in the session a forced change confined (its login just proved the password). An admin may
// set the password of a user it manages; that user's sessions end.
import { canManageUser, isAdmin, type Principal } from '../access/access.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { verifyPassword } from '../auth/passwords.js';
import type { PasswordChangeRequest } from '../../schemas/types.generated.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { passwordProblem, refused, ok, type SaveResult, storePassword } from './passwordService.js';

export async function changePassword(ctx: AppContext, p: Principal, req: PasswordChangeRequest, forced: boolean): Promise<SaveResult> {
  const user = await ctx.repo.findById(ctx.db, 'user', req.userId);
  if (!user || !canManageUser(p, user)) throw notFound('User');
  const own = user.id === p.userId;
  if (!own && !isAdmin(p)) throw notFound('User');
  // A confined session may change only its own password.
  if (p.mustChangePassword && !own) throw notFound('User');

  const needsCurrent = own && !(forced && p.mustChangePassword);
  if (needsCurrent && !(await verifyPassword(user.passwordHash, req.password ?? ''))) return refused('Password is incorrect');

  const problem = await passwordProblem(ctx, user, req.newPassword);
  if (problem) return refused(problem);

  const forceNext = !own && !!req.forcePWDChange;
  await ctx.db.transaction().execute(async (trx) => {
    await storePassword(ctx, trx, user.id, req.newPassword, forceNext);
    if (own) {
      // A forced change completes the login: the session is no longer confined.
      await ctx.repo.update(trx, 'userSession', p.sessionId, { mustChangePassword: false });
      await revokeUserSessions(ctx, trx, user.id, p.sessionId);
    } else await revokeUserSessions(ctx, trx, user.id);
  });
  return ok();
}
