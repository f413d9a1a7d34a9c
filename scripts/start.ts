// `npm start` (`exec node --import ./server/process/typescript.mjs scripts/start.ts`: one process, so
// SIGTERM sent to it reaches the server, not a shell or a wrapper): build the admin if needed, then run the server.
// YM_ADMIN_DIST names another build to serve and skips this one.
import { ensureAdminBuild } from './adminBuild.js';

if (!process.env.YM_ADMIN_DIST) ensureAdminBuild();
await import('../server/start.js');
