// `npm run restore FILE`: puts a backup of `npm run backup` into the empty (or not yet existing)
// database (DATABASE_URL, else the data folder's), then checks it (server/db/backup.ts).
import { restoreDatabase } from '../server/db/backup.js';
import { databaseUrlFrom } from '../server/db/connect.js';
import { explainStartupError } from '../server/process/explain.js';
import type { Logger } from '../server/context.js';

const say: Logger = { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m) => console.error(m) };
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run restore FILE (into the empty database of DATABASE_URL)\n');
  process.exit(1);
}
try {
  const started = Date.now();
  const counts = await restoreDatabase(databaseUrlFrom(process.env), file, say);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`restored ${file}: ${Object.keys(counts).length} tables, ${rows} rows, in ${Date.now() - started} ms`);
} catch (err) {
  process.stderr.write(`yardmaster: restore failed: ${explainStartupError(err, { port: 0 })}\n`);
  process.exit(1);
}
