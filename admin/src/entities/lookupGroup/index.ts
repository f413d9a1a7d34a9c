// Lookup groups (maintenance §2): /site/lookupgrp/edit/{id} shows only 'Under-Construction'; the
// groups are listed on the Lookups screen.
import { defineModule } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';

export default defineModule({
  entity: 'lookupGroup',
  routes: [{ areas: ['site'], path: 'lookupgrp/edit/:id', screen: moduleScreen(() => import('./LookupGroupManager')) }],
  messages: { lookup_groups: { group_manager: 'Lookup Group Manager' } },
});
