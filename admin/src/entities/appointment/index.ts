// Dock appointments (issue 33): the door schedule in the dispatch and site areas. The appointments'
// generated list and editor come from the schema (x-menu); this module adds the schedule, where a
// site's day of bookings is seen, booked, moved and resized door by door.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineModule, menuIn } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';
import { SCHEDULE_PATH } from './schedulePaths';

export default defineModule({
  entity: 'appointment',
  routes: [{ areas: ['dispatch', 'site'], path: SCHEDULE_PATH, screen: moduleScreen(() => import('./DoorSchedule')) }],
  // beside the gate (dispatch: Gate 1.6; site: Gate 3.6, Detention 3.7)
  menu: menuIn({ dispatch: 1.7, site: 3.65 }, 'menu.schedule', SCHEDULE_PATH, EventNoteIcon),
  messages,
});
