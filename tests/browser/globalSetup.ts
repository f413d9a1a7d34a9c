// Browser tests click through the real built admin: build it first when it is missing or stale.
// YM_ADMIN_DIST points the suite at another build, made by whoever set it: nothing is built then.
import { ensureAdminBuild } from '../../scripts/adminBuild.js';

export default function setup() {
  if (!process.env.YM_ADMIN_DIST) ensureAdminBuild();
}
