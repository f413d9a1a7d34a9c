// npm run openapi: writes the API's OpenAPI description (the one GET /api/openapi.json serves, built
// the same way from the route table and the schemas, no database) to dist/openapi.json, or to the
// file named after `--`, and lints it with Redocly's recommended rules (redocly.yaml): `npm test`
// runs it, so a description with an error fails the run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { apiDescription, loadRouteSources } from '../server/http/routeMap.js';

const file = resolve(process.argv[2] ?? 'dist/openapi.json');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(apiDescription(await loadRouteSources()), null, 2));
console.log(`wrote ${file}`);
try {
  execFileSync(resolve('node_modules/.bin/redocly'), ['lint', file, '--format', 'stylish'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
} catch {
  process.exit(1);
}
