// Locations (maintenance §2): the list with the company selector and Reorder, and the Location Manager.
import PlaceIcon from '@mui/icons-material/Place';
import { defineModule, listAndEditor } from '../../engine/module';

export default defineModule({
  entity: 'location',
  routes: listAndEditor(['fleet', 'site'], 'locations', 'location/edit/:id'),
  menu: [
    { area: 'fleet', order: 5, labelKey: 'menu.locations', path: 'locations', icon: PlaceIcon },
    { area: 'site', order: 3, labelKey: 'menu.locations', path: 'locations', icon: PlaceIcon },
  ],
  messages: {
    menu: { locations: 'Locations' },
    resources: { locations: { columns: { location: 'Location', isActive: 'Active' } } },
  },
  ui: () => import('./locationUi').then((m) => m.locationUi),
});
