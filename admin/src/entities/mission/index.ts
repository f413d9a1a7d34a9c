// Missions (operations §2): the dispatcher's mission list at /dispatch/mission and the driver's at
// /driver/home, each its area's start page and first menu entry. Until the missions issue builds
// them, both greet the user.
import AltRouteIcon from '@mui/icons-material/AltRoute';
import { defineModule } from '../../engine/module';
import { DispatchMission } from './DispatchMission';
import { DriverHome } from './DriverHome';

export default defineModule({
  entity: 'mission',
  routes: [
    { areas: ['dispatch'], path: 'mission', screen: DispatchMission },
    { areas: ['driver'], path: 'home', screen: DriverHome },
  ],
  menu: [
    { area: 'dispatch', order: 1, labelKey: 'menu.missions', path: 'mission', icon: AltRouteIcon },
    { area: 'driver', order: 1, labelKey: 'menu.missions', path: 'home', icon: AltRouteIcon },
  ],
  messages: { menu: { missions: 'Missions' } },
});
