// The Company entity (maintenance §2 Company Manager): each user type has at most one policy of
// its own, only for the types that log in to a company.
import { UserType } from '../../../schemas/enums.js';
import { defineModule } from '../../engine/modules.js';
import { badRequest } from '../../errors.js';
import { logCompanyPolicies } from '../../security/policyEvents.js';
import { dwellThresholdsInOrder } from '../../yard/thresholds.js';

const TYPES_WITH_POLICIES: number[] = [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];

export default defineModule({
  entity: 'company',
  hooks: {
    beforeSave({ values, existing }) {
      dwellThresholdsInOrder({ ...existing, ...values });
      const seen = new Set<number>();
      for (const [i, row] of (values.userTypeSecurityParameters ?? []).entries()) {
        const field = `userTypeSecurityParameters[${i}].userType`;
        if (!TYPES_WITH_POLICIES.includes(row.userType)) throw badRequest([{ field, message: 'User Type is not allowed' }]);
        if (seen.has(row.userType)) throw badRequest([{ field, message: 'User Type already has a policy' }]);
        seen.add(row.userType);
      }
    },
    afterSave: ({ ctx, trx, principal, saved, existing }) => logCompanyPolicies(ctx, trx, principal, saved, existing),
  },
});
