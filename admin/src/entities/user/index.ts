// Users (maintenance §2, §6, §8): the list with its column filters and the User Manager.
import PeopleIcon from '@mui/icons-material/People';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';

export default defineModule({
  entity: 'user',
  routes: listAndEditor(['fleet', 'site'], 'users', 'user/edit/:id'),
  menu: menuIn({ fleet: 3, site: 1 }, 'menu.users', 'users', PeopleIcon),
  messages: {
    menu: { users: 'Users' },
    user_manager: {
      account: 'Account Information',
      personal: 'Personal Information',
      site_access: 'Site Access',
      set_password: 'Set Password',
      change_password: 'Change Password',
      password_ready: 'The password is saved with the user.',
    },
    users_filter: { filter: 'Filter by %{label}', type: 'Type', status: 'Status', clear: 'Clear' },
    resources: { users: { columns: { priCompanyId: 'Company', type: 'Type', status: 'Status' } } },
  },
  ui: () => import('./userUi').then((m) => m.userUi),
});
