// Missions (operations §2 "Dispatcher mission list", "Mission form", "Driver mission list",
// "Mission history", §4): the dispatcher's board and mission form, the driver's missions and the
// mission history. Each screen lives in its own folder with its messages (gathered in messages.ts); shared/ holds what
// several use (stages, the stage call with its mismatch dialog, the operators).
import AltRouteIcon from '@mui/icons-material/AltRoute';
import HistoryIcon from '@mui/icons-material/History';
import { defineModule } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';

export default defineModule({
  entity: 'mission',
  routes: [
    { areas: ['dispatch'], path: 'mission', screen: moduleScreen(() => import('./board/MissionBoard')) },
    { areas: ['dispatch'], path: 'mission/edit/:id', screen: moduleScreen(() => import('./form/MissionForm')) },
    { areas: ['driver'], path: 'home', screen: moduleScreen(() => import('./driver/DriverMissions')) },
    // fleet and site: the history the dashboard's mission charts open (issue 13 §1), not in their menus
    { areas: ['fleet', 'site', 'dispatch', 'driver'], path: 'history', screen: moduleScreen(() => import('./history/MissionHistory')) },
  ],
  menu: [
    { area: 'dispatch', order: 1, labelKey: 'menu.missions', path: 'mission', icon: AltRouteIcon },
    { area: 'driver', order: 1, labelKey: 'menu.missions', path: 'home', icon: AltRouteIcon },
    { area: 'dispatch', order: 4, labelKey: 'menu.history', path: 'history', icon: HistoryIcon },
    { area: 'driver', order: 3, labelKey: 'menu.mission_history', path: 'history', icon: HistoryIcon },
  ],
  messages,
});
