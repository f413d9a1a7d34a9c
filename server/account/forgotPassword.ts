// Forgot password: a random token is mailed as a link, stored only as its SHA-256 hash, expires
// after the policy's forgotPasswordExpirationMinutes, is single-use, and a new request cancels
// the older ones. The request is answered at once and the work is done after the answer (a
// background job), so the answer is the same, and takes the same time, whether or not the
// account exists.
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from './hashing.js';
import { revokeUserSessions } from './sessions.js';
import type { AppContext } from '../context.js';
import { passwordProblem, storePassword } from './passwords.js';
import { ok, refused } from '../http/answers.js';
import { policyFor } from './securityPolicy.js';
import type { PasswordResetTokenRecord, UserRecord } from '../engine/records.js';
import { publicRecord } from '../engine/service.js';
import { recordSecurityEvent } from '../security/securityEvents.js';
import { canLogIn } from './users.js';
import { settingsLanguage, type Language } from '../../schemas/i18n/translate.js';

const INVALID_TOKEN = 'Password reset link is invalid or has expired';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function findAccount(ctx: AppContext, nameOrEmail: string): Promise<UserRecord | undefined> {
  const value = nameOrEmail.trim();
  if (!value) return undefined;
  for (const prop of ['loginName', 'email']) {
    const [u] = await ctx.repo.findMany(ctx.db, 'user', { where: [{ prop, op: 'ieq', value }], range: [0, 0] });
    if (u && canLogIn(u) && !u.isService && u.email) return u;
  }
  return undefined;
}

/** The reset e-mail in the user's language (the one chosen in Profile; English when none). */
const resetMail: Record<Language, { subject: string; text: (name: string, link: string, minutes: number) => string }> = {
  en: {
    subject: 'Yardmaster password reset',
    text: (name, link, minutes) =>
      `Hello ${name},\n\nTo reset your Yardmaster password, open this link:\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this message.\n`,
  },
  es: {
    subject: 'Restablecer la contraseña de Yardmaster',
    text: (name, link, minutes) =>
      `Hola, ${name}:\n\nPara restablecer su contraseña de Yardmaster, abra este enlace:\n${link}\n\nEl enlace sirve una sola vez y caduca en ${minutes} minutos. Si no lo pidió, ignore este mensaje.\n`,
  },
};

/** The work of a reset request, done once the (always successful) answer has gone out. */
export async function sendResetMail(ctx: AppContext, nameOrEmail: string, address: string | null = null) {
  const user = await findAccount(ctx, nameOrEmail);
  if (!user) return;
  const policy = await policyFor(ctx, user.priCompanyId, user.type);
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_reset_token')
      .set({ used_at: ctx.adapter.toDb('timestamp', now.toISOString()) as string })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await ctx.repo.insert(trx, 'passwordResetToken', {
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + (policy.forgotPasswordExpirationMinutes || 60) * 60_000).toISOString(),
      usedAt: null,
    });
    await recordSecurityEvent(ctx, trx, {
      type: 'Password reset requested',
      actor: { loginName: user.loginName, userId: user.id, address },
      companyId: user.priCompanyId,
      subject: `User ${user.loginName}`,
      details: 'a reset link was e-mailed',
    });
  });
  const link = `${ctx.config.publicUrl}/user/forgotpwd?tok=${token}`;
  const mail = resetMail[settingsLanguage(user.settings) ?? 'en'];
  await ctx.mailer.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstName ?? user.loginName, link, policy.forgotPasswordExpirationMinutes || 60),
  });
  ctx.log.info(
    ctx.mailer.outboxOnly
      ? `password reset e-mail for user ${user.id} written to the outbox folder`
      : `password reset e-mail sent to user ${user.id}`,
  );
}

async function liveToken(ctx: AppContext, token: string): Promise<{ row: PasswordResetTokenRecord; user: UserRecord } | undefined> {
  if (!token) return undefined;
  const [row] = await ctx.repo.findMany(ctx.db, 'passwordResetToken', { where: [{ prop: 'tokenHash', op: 'eq', value: sha256(token) }] });
  if (!row || row.usedAt || new Date(row.expiresAt!) <= ctx.clock.now()) return undefined;
  const user = await ctx.repo.findById(ctx.db, 'user', row.userId);
  return canLogIn(user) ? { row, user: user! } : undefined;
}

export async function validateReset(ctx: AppContext, token: string) {
  const live = await liveToken(ctx, token);
  if (!live) return { ...refused(INVALID_TOKEN), securityParameter: null };
  const policy = await policyFor(ctx, live.user.priCompanyId, live.user.type);
  return { ...ok(), securityParameter: publicRecord(ctx.registry.entity('securityParameter'), policy) };
}

export async function completeReset(ctx: AppContext, token: string, password: string, address: string | null = null) {
  const live = await liveToken(ctx, token);
  if (!live) return { ...refused(INVALID_TOKEN), username: null };
  const problem = await passwordProblem(ctx, live.user, password);
  if (problem) return { ...refused(problem), username: null };
  const now = ctx.clock.now().toISOString();
  const hash = await hashPassword(password);
  const used = await ctx.db.transaction().execute(async (trx) => {
    // Claiming the token and setting the password commit together; a second use finds it claimed.
    const claim = await trx
      .updateTable('password_reset_token')
      .set({ used_at: ctx.adapter.toDb('timestamp', now) as string })
      .where('id', '=', live.row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    await storePassword(ctx, trx, undefined, live.user, hash, false);
    await revokeUserSessions(ctx, trx, live.user.id);
    await recordSecurityEvent(ctx, trx, {
      type: 'Password reset',
      actor: { loginName: live.user.loginName, userId: live.user.id, address },
      companyId: live.user.priCompanyId,
      subject: `User ${live.user.loginName}`,
      details: 'through an e-mailed link; every session ended',
    });
    return true;
  });
  return used ? { ...ok(), username: live.user.loginName } : { ...refused(INVALID_TOKEN), username: null };
}
