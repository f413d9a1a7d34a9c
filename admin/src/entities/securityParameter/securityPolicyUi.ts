// Security Policy Manager (maintenance §2, §5): every policy field comes from the schema (intervals
// as a Minutes…Years choice, required numbers with the number rule); only titles and path differ.
import type { EntityUi } from '../../engine/entityUi';

export const securityPolicyUi: EntityUi = {
  listTitleKey: 'menu.security_policies',
  editorTitleKey: 'security_policy.manager',
  // the spec's route is /fleet/securityparameter/edit/{id}/
  editSuffix: () => '/',
};
