// Locations (maintenance §2): the list with the company selector and Reorder, and the Location Manager.
import PlaceIcon from '@mui/icons-material/Place';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'location',
  routes: listAndEditor(['fleet', 'site'], 'locations', 'location/edit/:id'),
  menu: menuIn({ fleet: 5, site: 3 }, 'menu.locations', 'locations', PlaceIcon),
  messages,
  ui: () => import('./locationUi').then((m) => m.locationUi),
});
