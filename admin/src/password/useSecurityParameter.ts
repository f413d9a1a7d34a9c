import type { SecurityParameter } from '../api/types';
import { useFleetGet } from '../api/useFleetGet';

/** The password rules for a company and user type: GET /SecurityParameter/{companyId}/{userTypeId}. */
export function useSecurityParameter(companyId: number | undefined, userType: number | undefined) {
  const path = companyId !== undefined && userType !== undefined ? `/SecurityParameter/${companyId}/${userType}` : null;
  return useFleetGet<SecurityParameter>(path);
}
