import { UserType } from '../../../../schemas/enums';

/** The user types each administrator may create (maintenance §6). */
export const creatableTypes: Record<number, number[]> = {
  [UserType.SysAdmin]: [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver],
  [UserType.SiteAdmin]: [UserType.DispatchManager, UserType.Driver],
};

/** Types that reach every site of their company, so they have no Site Access tab. */
export const hasAllSites = (type: unknown) => type === UserType.SysAdmin || type === UserType.SiteAdmin;
