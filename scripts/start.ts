// `npm start`: build the admin if needed, then run the server.
import { ensureAdminBuild } from './adminBuild.js';

ensureAdminBuild();
await import('../server/start.js');
