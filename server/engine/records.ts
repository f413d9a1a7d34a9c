// Names for the stored records of the entities the hand-written code handles most, so signatures
// read as the domain does (RecordOf<K> is the generated type with its key always present).
import type { RecordOf } from './repository.js';

export type UserRecord = RecordOf<'user'>;
export type CompanyRecord = RecordOf<'company'>;
export type SiteRecord = RecordOf<'site'>;
export type PasswordResetTokenRecord = RecordOf<'passwordResetToken'>;
