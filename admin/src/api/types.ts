// Shapes of the /api/Fleet answers the shell reads (docs/API.md). Later issues may move them to schemas/.
import type { AuthResult as GeneratedAuthResult } from '../../../schemas/types.generated';
import type { PasswordPolicy } from '../../../schemas/passwordRules';

export interface User {
  id: number;
  type: number;
  status: number;
  firstName: string;
  lastName: string;
  loginName: string;
  email: string;
  displayName: string;
  /** null for users without a company (SysAdmin). */
  priCompanyId: number | null;
  companyName?: string | null;
  siteAccess: number[];
  isDarkMode: boolean;
  isSystem: boolean;
  timeZone: string;
  forcePWDChange: boolean;
  settings: string | null;
  updateDate: string;
}

/** The login answer: the generated type, with the user as the admin reads it. */
export type AuthResult = Omit<GeneratedAuthResult, 'user'> & { user: User | null };

export interface SecurityParameter extends PasswordPolicy {
  id: number;
  name: string;
}

export interface PasswordChangeRequest {
  userId: number;
  password: string;
  newPassword: string;
  forcePWDChange: boolean;
  isAdmin: boolean;
}

export interface SaveResult {
  isSuccessful: boolean;
  errorMessage?: string | null;
}

export interface ForgotPasswordValidation extends SaveResult {
  securityParameter: SecurityParameter | null;
}

export interface ForgotPasswordChangeResult extends SaveResult {
  username?: string | null;
}

export interface Company {
  id: number;
  name: string;
}
