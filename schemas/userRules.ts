// Who may manage and delete which user (maintenance §6, §8), shared by the server, which enforces
// it (access/access.ts, the user hooks), and the admin, which offers only what it allows: the
// Users list and the User Manager do not offer a Delete the server would refuse.
import { UserType } from './enums.js';

/** The user types each administrator type may create and manage (maintenance §6). */
export const MANAGED_TYPES: Record<number, number[]> = {
  [UserType.SysAdmin]: [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver],
  [UserType.SiteAdmin]: [UserType.DispatchManager, UserType.Driver],
};

/** The user acting: the server's Principal, or the admin's logged-in user. */
export interface UserActor {
  userId: number;
  type: number;
  companyId: number | null;
}

/** The user acted on, as a record or a row holds it. */
export interface UserTarget {
  id?: unknown;
  type?: unknown;
  priCompanyId?: unknown;
}

/**
 * The one rule for "may this caller manage this user": save, delete, set or force a password,
 * dark mode, settings and filters. Oneself; a System Administrator anyone; a Company
 * Administrator the Dispatch Managers and Drivers of its own company — never a peer
 * administrator, whose password it could otherwise set and then log in as.
 */
export function canManageUser(actor: UserActor, target: UserTarget): boolean {
  if (target.id === actor.userId) return true;
  if (actor.type === UserType.SysAdmin) return true;
  return target.priCompanyId === actor.companyId && (MANAGED_TYPES[actor.type] ?? []).includes(target.type as number);
}

/**
 * Why a delete of `target` is refused, or null when it is not: 'self' (one may manage oneself but
 * not delete oneself: 403 'You cannot delete your own user') or 'unmanaged' (a user the caller may
 * not manage: 404, as for a user it cannot reach).
 */
export function userDeleteRefusal(actor: UserActor, target: UserTarget): 'self' | 'unmanaged' | null {
  if (target.id === actor.userId) return 'self';
  return canManageUser(actor, target) ? null : 'unmanaged';
}
