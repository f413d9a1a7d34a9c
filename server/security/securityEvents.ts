// The security event log (issue 12): one row per event that matters to whoever answers "who did
// this, and from where?" — failed logins, lockouts, throttled callers, password changes and
// resets, changes of a user's type, status or site access, deletes, changes of security policies.
// Each is written with the change it records, in its transaction, so a change and its entry are
// never one without the other. Never a secret: callers pass descriptions, not values, of
// passwords, tokens and links.
import type { SecurityEvent } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';

export type SecurityEventType = SecurityEvent['eventType'];

/** Someone not signed in (a login, a reset link): the name given and the request's address. */
export interface Actor {
  loginName: string;
  userId?: number | null;
  address: string | null;
}

export interface SecurityEventInput {
  type: SecurityEventType;
  /** Who did it, and from which address: a signed-in user, or the name tried at a login. */
  actor: Principal | Actor;
  companyId: number | null | undefined;
  subject: string;
  details?: string | null;
}

/**
 * A text of the log, bounded. Names come from callers, so they may hold a NUL, which PostgreSQL text
 * cannot store: it shows as U+FFFD rather than failing the entry, and with it the refusal it records.
 */
const clip = (text: string, n: number) => {
  const s = text.replaceAll('\u0000', '\uFFFD');
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

export async function recordSecurityEvent(ctx: AppContext, db: Db, e: SecurityEventInput) {
  const actorUserId = 'userId' in e.actor ? (e.actor.userId ?? null) : null;
  await ctx.repo.insert(db, 'securityEvent', {
    eventDate: ctx.clock.now().toISOString(),
    eventType: e.type,
    companyId: e.companyId ?? null,
    // a service call says so: the key's user, and which key (its prefix) it came with
    actor: clip(
      `${e.actor.loginName || '(none)'}${'apiKey' in e.actor && e.actor.apiKey ? ` (API key ${e.actor.apiKey.prefix})` : ''}`,
      254,
    ),
    actorUserId,
    address: e.actor.address ?? null,
    subject: clip(e.subject, 254),
    details: e.details ? clip(e.details, 2000) : null,
  });
}
