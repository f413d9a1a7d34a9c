// The contract test's reach (server/http/openapi/contract.ts): each app of the integration files
// checks every successful answer against the API's description and writes each route it checked
// to one log. After a whole run (`npm test` sets YARDMASTER_ANSWERS_COVERAGE=1), every route of the
// description must be in it: a route no test answers is a route whose description nothing holds.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { apiDescription, loadRouteSources } from '../../server/http/routeMap.js';
import { routeKey } from '../../server/http/openapi/contract.js';

export default function setup() {
  const log = process.env.YARDMASTER_ANSWERS_LOG!;
  rmSync(log, { force: true });
  return async function teardown() {
    const checked = new Set(existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
    rmSync(log, { force: true });
    if (process.env.YARDMASTER_ANSWERS_COVERAGE !== '1') return;
    const doc = apiDescription(await loadRouteSources());
    const described = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => routeKey(method, path)),
    );
    const missing = described.filter((key) => !checked.has(key));
    if (missing.length) {
      // Vitest reports an error thrown here but still exits 0: the run is failed explicitly
      process.exitCode = 1;
      throw new Error(
        `the contract test never saw these routes answer (add a call to tests/integration/contract.test.ts):\n  ${missing.join('\n  ')}`,
      );
    }
    // (the files that add schemas of their own add routes of their own: more are checked than described)
    console.log(`contract test: all ${described.length} routes of the description answered as described (${checked.size} checked in all)`);
  };
}
