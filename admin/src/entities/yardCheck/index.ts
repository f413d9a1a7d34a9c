// The yard check (issue 33): start a check and list the checks (YardCheckScreen), and walk one on
// a phone, close it and resolve its differences (YardCheckWalk), in the dispatch, site and driver
// areas (a driver walks and closes; resolving is the dispatcher's and the administrator's).
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineModule, menuIn } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';
import { YARD_CHECK_PATH } from './yardCheckPaths';

export default defineModule({
  entity: 'yardCheck',
  routes: [
    { areas: ['dispatch', 'site', 'driver'], path: YARD_CHECK_PATH, screen: moduleScreen(() => import('./YardCheckScreen')) },
    { areas: ['dispatch', 'site', 'driver'], path: `${YARD_CHECK_PATH}/:id`, screen: moduleScreen(() => import('./YardCheckWalk')) },
  ],
  // beside the yard view and the gate (dispatch: Yard 1.5, Gate 1.6, Schedule 1.7; site: Yard 3.5; driver: Missions 1, Payloads 2, History 3)
  menu: menuIn({ dispatch: 1.8, site: 3.55, driver: 2.5 }, 'menu.yard_check', YARD_CHECK_PATH, FactCheckIcon),
  messages,
});
