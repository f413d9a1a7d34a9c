// The /api/Fleet answers the shell reads (docs/API.md), as the generated types name them. A
// record that comes back from the server always has its key: EntityRecords adds it.
import type {
  EntityRecords,
  ForgotPasswordChangeResult,
  ForgotPasswordValidateResult,
  SaveResponse,
} from '../../../schemas/types.generated';
import type { AuthResult as GeneratedAuthResult } from '../../../schemas/types.generated';

export type { PasswordChangeRequest } from '../../../schemas/types.generated';

/** A user as GET /User/{id} answers it: never a hash. */
export type User = Omit<EntityRecords['user'], 'passwordHash' | 'password'>;
export type SecurityParameter = EntityRecords['securityParameter'];
export type Company = EntityRecords['company'];
export type SaveResult = SaveResponse;
export type ForgotPasswordValidation = ForgotPasswordValidateResult;
export type { ForgotPasswordChangeResult };

/** The login answer, with the user as above. */
export type AuthResult = Omit<GeneratedAuthResult, 'user'> & { user: User | null };
