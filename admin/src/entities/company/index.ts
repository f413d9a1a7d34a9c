// Companies (maintenance §2): the list and the Company Manager with its security policies.
import BusinessIcon from '@mui/icons-material/Business';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';

export default defineModule({
  entity: 'company',
  routes: listAndEditor(['fleet'], 'companies', 'company/edit/:id'),
  menu: menuIn({ fleet: 1 }, 'menu.companies', 'companies', BusinessIcon),
  messages: {
    menu: { companies: 'Companies' },
    company_manager: {
      security_policies: 'Security Policies',
      user_type: 'User Type',
      policy: 'Security Policy',
      add: 'Add',
      remove: 'Remove',
    },
    resources: { companies: { columns: { address1: 'Address' } } },
  },
  ui: () => import('./companyUi').then((m) => m.companyUi),
});
