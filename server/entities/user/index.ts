// The User entity: save rules, one's settings and dark mode, and the user calls of the spec.
import { defineModule } from '../../engine/modules.js';
import { userActions } from './actions.js';
import { userHooks } from './hooks.js';
import { userRoutes } from './routes.js';

export default defineModule({ entity: 'user', hooks: userHooks, actions: userActions, routes: userRoutes });
