// Lookups (maintenance §2): the lookup groups with their lookups, Reorder, and the Lookup Manager.
import ListIcon from '@mui/icons-material/ListAlt';
import { defineModule, listAndEditor } from '../../engine/module';

export default defineModule({
  entity: 'lookup',
  routes: listAndEditor(['fleet', 'site'], 'lookups', 'lookup/edit/:id/:groupId'),
  menu: [
    { area: 'fleet', order: 6, labelKey: 'menu.lookups', path: 'lookups', icon: ListIcon },
    { area: 'site', order: 5, labelKey: 'menu.lookups', path: 'lookups', icon: ListIcon },
  ],
  messages: {
    menu: { lookups: 'Lookups' },
    lookup_groups: { add_group: 'Add Group', add_lookup: 'Add Lookup' },
    resources: { lookups: { columns: { isActive: 'Active' } } },
  },
  ui: () => import('./lookupUi').then((m) => m.lookupUi),
});
