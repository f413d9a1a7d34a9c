// Sites (maintenance §2): the list and the Site Manager.
import StoreIcon from '@mui/icons-material/Store';
import { defineModule, listAndEditor } from '../../engine/module';

export default defineModule({
  entity: 'site',
  routes: listAndEditor(['fleet', 'site'], 'sites', 'site/edit/:id'),
  menu: [
    { area: 'fleet', order: 4, labelKey: 'menu.sites', path: 'sites', icon: StoreIcon },
    { area: 'site', order: 2, labelKey: 'menu.sites', path: 'sites', icon: StoreIcon },
  ],
  messages: { menu: { sites: 'Sites' } },
  ui: () => import('./siteUi').then((m) => m.siteUi),
});
