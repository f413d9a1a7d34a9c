// Companies (maintenance §2): the list and the Company Manager with its security policies.
import BusinessIcon from '@mui/icons-material/Business';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'company',
  routes: listAndEditor(['fleet'], 'companies', 'company/edit/:id'),
  menu: menuIn({ fleet: 1 }, 'menu.companies', 'companies', BusinessIcon),
  messages,
  ui: () => import('./companyUi').then((m) => m.companyUi),
});
