// The security event log (beyond the spec, issue 12): who failed to log in, was locked out or
// throttled, changed or reset a password, changed a user's type, status or site access, deleted a
// record or changed a security policy — when and from where. Read-only, for a System
// Administrator (every company) and a Company Administrator (their own), at /fleet/security-events
// and /site/security-events, with the filters, columns and export of every filter screen.
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import { defineModule, menuIn } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';

export default defineModule({
  entity: 'securityEvent',
  routes: [{ areas: ['fleet', 'site'], path: 'security-events', screen: moduleScreen(() => import('./SecurityEventList')) }],
  menu: menuIn({ fleet: 8, site: 6 }, 'menu.security_events', 'security-events', GppMaybeIcon),
  messages,
});
