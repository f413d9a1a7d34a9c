// Locations (maintenance §2): the list with the company selector and Reorder, and the Location Manager.
import PlaceIcon from '@mui/icons-material/Place';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';

export default defineModule({
  entity: 'location',
  routes: listAndEditor(['fleet', 'site'], 'locations', 'location/edit/:id'),
  menu: menuIn({ fleet: 5, site: 3 }, 'menu.locations', 'locations', PlaceIcon),
  messages: {
    menu: { locations: 'Locations' },
    resources: { locations: { columns: { location: 'Location', isActive: 'Active' } } },
  },
  ui: () => import('./locationUi').then((m) => m.locationUi),
});
