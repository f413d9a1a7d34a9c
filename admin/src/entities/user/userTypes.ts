import type { RaRecord } from 'react-admin';
import { UserType } from '../../../../schemas/enums';
import { userDeleteRefusal } from '../../../../schemas/userRules';
import { currentUser } from '../../account/currentUser';

/** Types that reach every site of their company, so they have no Site Access tab. */
export const hasAllSites = (type: unknown) => type === UserType.SysAdmin || type === UserType.SiteAdmin;

/**
 * Whether the logged-in user may delete this saved user, by the server's own rule: not oneself,
 * not a user one may not manage (a Company Administrator's peer). The list's row and the User
 * Manager's footer offer Delete only then.
 */
export function canDeleteUser(record: RaRecord): boolean {
  const me = currentUser.get();
  if (!me?.id || !(Number(record.id) > 0)) return false;
  return userDeleteRefusal({ userId: me.id, type: me.type, companyId: me.priCompanyId ?? null }, record) === null;
}
