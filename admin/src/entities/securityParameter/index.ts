// Security policies (maintenance §2): the list and the Security Policy Manager.
import PolicyIcon from '@mui/icons-material/Policy';
import { defineModule, listAndEditor, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'securityParameter',
  // the spec's editor route is /fleet/securityparameter/edit/{id}/ (the router takes the trailing slash)
  routes: listAndEditor(['fleet'], 'securityparameters', 'securityparameter/edit/:id'),
  menu: menuIn({ fleet: 2 }, 'menu.security_policies', 'securityparameters', PolicyIcon),
  messages,
  ui: () => import('./securityPolicyUi').then((m) => m.securityPolicyUi),
});
