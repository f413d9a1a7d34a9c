// The maintenance screens for the route table (routing/screens.ts). Each is loaded on demand, so
// the generated lists and editors stay out of the main bundle.
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenMap } from '../routing/screenRegistry';
import { PleaseWait } from '../ui/PleaseWait';

const EntityListScreen = lazy(() => import('./EntityScreens').then((m) => ({ default: m.EntityListScreen })));
const EntityEditorScreen = lazy(() => import('./EntityScreens').then((m) => ({ default: m.EntityEditorScreen })));
const LookupGroupManager = lazy(() => import('../lookups/LookupGroupManager').then((m) => ({ default: m.LookupGroupManager })));

const suspended = (Screen: ComponentType<{ entity?: string }>, entity?: string) => {
  const Loaded = () => (
    <Suspense fallback={<PleaseWait />}>
      <Screen entity={entity} />
    </Suspense>
  );
  return Loaded;
};

export const maintenanceScreens: ScreenMap = {
  companies: suspended(EntityListScreen, 'company'),
  companyManager: suspended(EntityEditorScreen, 'company'),
  securityPolicies: suspended(EntityListScreen, 'securityParameter'),
  securityPolicyManager: suspended(EntityEditorScreen, 'securityParameter'),
  sites: suspended(EntityListScreen, 'site'),
  siteManager: suspended(EntityEditorScreen, 'site'),
  locations: suspended(EntityListScreen, 'location'),
  locationManager: suspended(EntityEditorScreen, 'location'),
  lookups: suspended(EntityListScreen, 'lookup'),
  lookupManager: suspended(EntityEditorScreen, 'lookup'),
  lookupGroupManager: suspended(LookupGroupManager),
  users: suspended(EntityListScreen, 'user'),
  userManager: suspended(EntityEditorScreen, 'user'),
  entityList: suspended(EntityListScreen),
  entityEditor: suspended(EntityEditorScreen),
};
