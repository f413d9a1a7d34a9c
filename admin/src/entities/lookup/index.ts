// Lookups (maintenance §2): the lookup groups with their lookups, Reorder, and the Lookup Manager.
import ListIcon from '@mui/icons-material/ListAlt';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'lookup',
  routes: listAndEditor(['fleet', 'site'], 'lookups', 'lookup/edit/:id/:groupId'),
  menu: menuIn({ fleet: 6, site: 5 }, 'menu.lookups', 'lookups', ListIcon),
  messages,
  ui: () => import('./lookupUi').then((m) => m.lookupUi),
});
