// Per-entity rules by entity id; everything else is generic.
import { companyHooks } from './companyHooks.js';
import { siteHooks } from './siteHooks.js';
import { locationHooks, lookupHooks } from './sortedHooks.js';
import type { EntityHooks } from './types.js';
import { userHooks } from './userHooks.js';

export const entityHooks: Record<string, EntityHooks> = {
  user: userHooks,
  company: companyHooks,
  site: siteHooks,
  lookup: lookupHooks,
  location: locationHooks,
};
