// npm run routes: every route of the app — method and path, access rule, and the files that
// declare and implement it — from the app's own route table (server/http/routeMap.ts), so that a
// call of the spec or of docs/API.md is one grep away:
//   npm run routes | grep "POST /api/Fleet/Payload"
// `npm run routes -- --json` prints the same as JSON; `-- --markdown` the table docs/API.md keeps.
// It reads the schemas and the entity modules only: no database, no configuration.
import { loadRouteSources, routeMap, routeMarkdown, routeTable } from '../server/http/routeMap.js';

const formats: Record<string, (routes: ReturnType<typeof routeMap>) => string> = {
  '': routeTable,
  '--json': (routes) => JSON.stringify(routes, null, 2),
  '--markdown': routeMarkdown,
};
const arg = process.argv[2] ?? '';
const format = formats[arg];
if (!format || process.argv.length > 3) {
  console.error('usage: npm run routes [-- --json | --markdown]');
  process.exit(2);
}
console.log(format(routeMap(await loadRouteSources())));
