// An access rule in words, for the route map (`npm run routes`) and the OpenAPI description.
import { UserType } from '../../schemas/enums.js';
import type { Access } from './route.js';

const ROLE_NAMES = new Map<number, string>(Object.entries(UserType).map(([name, id]) => [id, name]));

/** A user type's name as the route map and the API description write it (SysAdmin, Driver…). */
export const roleName = (type: number) => ROLE_NAMES.get(type) ?? String(type);

/** `public`, `authenticated` (any user type), or the user types by name; `+confined` when a session confined to its password change may call it too. */
export function accessText(access: Access): string {
  if ('public' in access) return 'public';
  const who = access.roles === 'any' ? 'authenticated' : access.roles.map(roleName).join(', ');
  return access.confined ? `${who} +confined` : who;
}
