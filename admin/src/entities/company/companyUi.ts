// Company Manager (maintenance §2): the company fields, the yard's dwell thresholds (issue 13 §2),
// then the Security Policies section.
import type { EntityUi } from '../../engine/entityUi';
import { CompanyManagerPolicies } from './CompanyManagerPolicies';

export const companyUi: EntityUi = {
  listTitleKey: 'menu.companies',
  editor: {
    sections: [
      { key: 'company', props: ['name', 'description', 'address1', 'address2', 'city', 'state', 'zip', 'phone', 'isActive'] },
      { key: 'yard', labelKey: 'yard.thresholds_section', props: ['dwellAmberMinutes', 'dwellRedMinutes'] },
      {
        key: 'security',
        labelKey: 'company_manager.security_policies',
        props: ['defaultSecurityParameterId'],
        component: CompanyManagerPolicies,
      },
    ],
  },
};
