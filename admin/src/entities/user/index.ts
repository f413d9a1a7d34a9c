// Users (maintenance §2, §6, §8): the list with its column filters and the User Manager.
import PeopleIcon from '@mui/icons-material/People';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'user',
  routes: listAndEditor(['fleet', 'site'], 'users', 'user/edit/:id'),
  menu: menuIn({ fleet: 3, site: 1 }, 'menu.users', 'users', PeopleIcon),
  messages,
  ui: () => import('./userUi').then((m) => m.userUi),
});
