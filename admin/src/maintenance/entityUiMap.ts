// The per-entity pieces by entity id (see entityUi.ts). Entities not listed, such as one added
// later as a single schema file, get the plain generated list and editor.
import { companyUi } from '../companies/companyUi';
import { locationUi } from '../locations/locationUi';
import { lookupUi } from '../lookups/lookupUi';
import { securityPolicyUi } from '../securityParameters/securityPolicyUi';
import { siteUi } from '../sites/siteUi';
import { userUi } from '../users/userUi';
import type { EntityUi } from './entityUi';

const entityUis: Record<string, EntityUi> = {
  company: companyUi,
  securityParameter: securityPolicyUi,
  site: siteUi,
  location: locationUi,
  lookup: lookupUi,
  user: userUi,
};

export const entityUiOf = (entityId: string): EntityUi | undefined => entityUis[entityId];
