// The security events of a user save: a change of type, status or site access, written in the
// save's transaction (server/entities/user/hooks.ts calls it from afterSave).
import { UserStatus, userTypeLabels } from '../../schemas/enums.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { UserRecord } from '../engine/records.js';
import { recordSecurityEvent } from './securityEvents.js';

const statusName = (s: number | null | undefined) => Object.entries(UserStatus).find(([, v]) => v === s)?.[0] ?? String(s ?? 'none');
const typeName = (t: number | null | undefined) => (t == null ? 'none' : (userTypeLabels[t] ?? String(t)));

async function siteNames(ctx: AppContext, db: Db, ids: number[]) {
  if (!ids.length) return 'none';
  const sites = await ctx.repo.findMany(db, 'site', { where: [{ prop: 'id', op: 'in', value: ids }], children: false });
  return sites
    .map((s) => s.siteName)
    .sort()
    .join(', ');
}

export async function logUserChanges(ctx: AppContext, trx: Db, p: Principal, saved: UserRecord, existing: UserRecord | undefined) {
  const base = { actor: p, companyId: saved.priCompanyId, subject: `User ${saved.loginName}` };
  if (!existing) {
    const details = `new user: ${typeName(saved.type)}, ${statusName(saved.status)}, sites ${await siteNames(ctx, trx, saved.siteAccess ?? [])}`;
    await recordSecurityEvent(ctx, trx, { ...base, type: 'User type changed', details });
    return;
  }
  if (existing.type !== saved.type)
    await recordSecurityEvent(ctx, trx, {
      ...base,
      type: 'User type changed',
      details: `${typeName(existing.type)} → ${typeName(saved.type)}`,
    });
  if (existing.status !== saved.status || !!existing.isActive !== !!saved.isActive)
    await recordSecurityEvent(ctx, trx, {
      ...base,
      type: 'User status changed',
      details: `${statusName(existing.status)}${existing.isActive ? '' : ' (inactive)'} → ${statusName(saved.status)}${saved.isActive ? '' : ' (inactive)'}`,
    });
  const before = [...(existing.siteAccess ?? [])].sort((a, b) => a - b);
  const after = [...(saved.siteAccess ?? [])].sort((a, b) => a - b);
  if (before.join() !== after.join()) {
    const added = after.filter((s) => !before.includes(s));
    const removed = before.filter((s) => !after.includes(s));
    const parts = [
      added.length ? `added ${await siteNames(ctx, trx, added)}` : '',
      removed.length ? `removed ${await siteNames(ctx, trx, removed)}` : '',
    ];
    await recordSecurityEvent(ctx, trx, { ...base, type: 'Site access changed', details: parts.filter(Boolean).join('; ') });
  }
}
