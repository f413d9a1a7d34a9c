// The gate (issue 32): the gate screen (Check In, Check Out, the site's visits) and the detention
// report, in the dispatch and site areas; the visit's generated history is reached from its row.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SensorDoorIcon from '@mui/icons-material/SensorDoor';
import { defineModule, menuIn } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { DETENTION_PATH, GATE_PATH } from './gatePaths';
import { messages } from './messages';

export default defineModule({
  entity: 'gateVisit',
  routes: [
    { areas: ['dispatch', 'site'], path: GATE_PATH, screen: moduleScreen(() => import('./GateScreen')) },
    { areas: ['dispatch', 'site'], path: DETENTION_PATH, screen: moduleScreen(() => import('./detention/DetentionScreen')) },
  ],
  // beside the yard view (dispatch: Missions 1, Yard 1.5; site: Locations 3, Yard 3.5), the report after History
  menu: [
    ...menuIn({ dispatch: 1.6, site: 3.6 }, 'menu.gate', GATE_PATH, SensorDoorIcon),
    ...menuIn({ dispatch: 4.5, site: 3.7 }, 'menu.detention', DETENTION_PATH, RequestQuoteIcon),
  ],
  messages,
});
