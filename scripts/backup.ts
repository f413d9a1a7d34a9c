// `npm run backup [-- FILE]`: a consistent copy of the database (DATABASE_URL, else the data
// folder's), taken while the server runs (server/db/backup.ts); default
// backups/yardmaster-<date>.db or .dump.
import { resolve } from 'node:path';
import { backupDatabase, defaultBackupFile } from '../server/db/backup.js';
import { databaseUrlFrom } from '../server/db/connect.js';
import { explainStartupError } from '../server/process/explain.js';

const url = databaseUrlFrom(process.env);
const target = process.argv[2] ? resolve(process.argv[2]) : defaultBackupFile(url);
try {
  const started = Date.now();
  const { bytes, counts } = await backupDatabase(url, target);
  const rows =
    counts && `, ${Object.keys(counts).length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows (integrity_check ok)`;
  console.log(`backup written to ${target}: ${bytes} bytes${rows ?? ''}, in ${Date.now() - started} ms`);
} catch (err) {
  process.stderr.write(`yardmaster: backup failed: ${explainStartupError(err, { port: 0 })}\n`);
  process.exit(1);
}
