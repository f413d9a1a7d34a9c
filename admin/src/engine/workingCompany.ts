// The company the maintenance screens work in: a System Administrator's choice in the company
// selector (kept while moving between list and editor), everyone else's own company.
import { UserType } from '../../../schemas/enums';
import { useCurrentUser } from '../account/currentUser';
import { createStore } from '../util/createStore';

export const selectedCompany = createStore<number | null>(null);

export function useWorkingCompany(): number | null {
  const user = useCurrentUser();
  const selected = selectedCompany.useValue();
  if (!user) return null;
  return user.type === UserType.SysAdmin ? selected : (user.priCompanyId ?? null);
}

export const useIsSysAdmin = () => useCurrentUser()?.type === UserType.SysAdmin;
