// Sites (maintenance §2): the list and the Site Manager.
import StoreIcon from '@mui/icons-material/Store';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'site',
  routes: listAndEditor(['fleet', 'site'], 'sites', 'site/edit/:id'),
  menu: menuIn({ fleet: 4, site: 2 }, 'menu.sites', 'sites', StoreIcon),
  messages,
  ui: () => import('./siteUi').then((m) => m.siteUi),
});
