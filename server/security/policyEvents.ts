// The security events of policy changes: a security policy's rules (server/entities/
// securityParameter) and the policies a company gives its user types (server/entities/company),
// written in the save's transaction. Policies hold no secrets: the changed rules are listed.
import { userTypeLabels } from '../../schemas/enums.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { RecordOf } from '../engine/repository.js';
import { recordSecurityEvent } from './securityEvents.js';

const SKIP = new Set(['id', 'updateDate', 'updateUser']);
const shown = (v: unknown) => (v === null || v === undefined ? 'none' : JSON.stringify(v));

export async function logPolicySave(
  ctx: AppContext,
  trx: Db,
  p: Principal,
  saved: RecordOf<'securityParameter'>,
  existing?: RecordOf<'securityParameter'>,
) {
  const before = (existing ?? {}) as unknown as Record<string, unknown>;
  const after = saved as unknown as Record<string, unknown>;
  const changed = Object.keys(after).filter((k) => !SKIP.has(k) && shown(before[k]) !== shown(after[k]));
  if (existing && !changed.length) return;
  const details = existing ? changed.map((k) => `${k}: ${shown(before[k])} → ${shown(after[k])}`).join('; ') : 'new policy';
  await recordSecurityEvent(ctx, trx, {
    type: 'Security policy changed',
    actor: p,
    companyId: null,
    subject: `Security Policy ${saved.name}`,
    details,
  });
}

type TypePolicies = { userType: number; securityParameterId: number }[] | null | undefined;
const policyText = (rows: TypePolicies, fallback: number | null | undefined) =>
  [
    `default #${fallback ?? 'none'}`,
    ...[...(rows ?? [])]
      .sort((a, b) => a.userType - b.userType)
      .map((r) => `${userTypeLabels[r.userType] ?? r.userType} #${r.securityParameterId}`),
  ].join(', ');

export async function logCompanyPolicies(
  ctx: AppContext,
  trx: Db,
  p: Principal,
  saved: RecordOf<'company'>,
  existing?: RecordOf<'company'>,
) {
  const after = policyText(saved.userTypeSecurityParameters, saved.defaultSecurityParameterId);
  const before = existing ? policyText(existing.userTypeSecurityParameters, existing.defaultSecurityParameterId) : undefined;
  if (before === after) return;
  await recordSecurityEvent(ctx, trx, {
    type: 'Security policy changed',
    actor: p,
    companyId: saved.id,
    subject: `Company ${saved.name}`,
    details: before === undefined ? `new company: ${after}` : `${before} → ${after}`,
  });
}
