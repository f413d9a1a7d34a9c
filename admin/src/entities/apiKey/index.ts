// API keys (issue 34): the keys other systems call the API with. A Company Administrator lists,
// creates (its secret shown once) and revokes its company's keys at /site/apikeys; a System
// Administrator reads and revokes every company's at /fleet/apikeys. The list is the generated one;
// creating and revoking are this folder's (the server's POST /ApiKey and DELETE /ApiKey/{id}).
import KeyIcon from '@mui/icons-material/Key';
import { defineModule, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'apiKey',
  routes: [{ areas: ['fleet', 'site'], path: 'apikeys', screen: 'list' }],
  menu: menuIn({ fleet: 8.5, site: 6.5 }, 'menu.api_keys', 'apikeys', KeyIcon),
  messages,
  ui: () => import('./apiKeyUi').then((m) => m.apiKeyUi),
});
