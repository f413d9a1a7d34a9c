// Lookup groups (maintenance §2): /site/lookupgrp/edit/{id} shows only 'Under-Construction'; the
// groups are listed on the Lookups screen.
import { defineModule } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';

export default defineModule({
  entity: 'lookupGroup',
  routes: [{ areas: ['site'], path: 'lookupgrp/edit/:id', screen: moduleScreen(() => import('./LookupGroupManager')) }],
  messages,
});
