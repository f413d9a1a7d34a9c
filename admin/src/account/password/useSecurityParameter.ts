import type { SecurityParameter } from '../../api/types';
import { useFleetGet } from '../../api/useFleetGet';

/**
 * The password rules for a company and user type: GET /SecurityParameter/{companyId}/{userTypeId}.
 * `undefined` waits for the user; a user without a company (null) asks with company 0 (unset).
 */
export function useSecurityParameter(companyId: number | null | undefined, userType: number | undefined) {
  const path = companyId !== undefined && userType !== undefined ? `/SecurityParameter/${companyId ?? 0}/${userType}` : null;
  return useFleetGet<SecurityParameter>(path);
}
