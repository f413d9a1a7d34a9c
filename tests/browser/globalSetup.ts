// Browser tests click through the real built admin: build it first when it is missing or stale.
import { ensureAdminBuild } from '../../scripts/adminBuild.js';

export default function setup() {
  ensureAdminBuild();
}
