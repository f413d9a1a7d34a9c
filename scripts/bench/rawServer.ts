// The raw baseline of `npm run bench`: node:http and better-sqlite3 prepared statements running
// the SQL the app runs, on the same file — what the hardware gives with no framework, no auth,
// no JSON shaping. GET /page/<name> answers the rows of a named statement (SQL from the parent),
// /page-with-count/<name> also runs the count (BENCH_COUNT_SQL, when given) every time, and /export/<name> streams the rows of a
// named export statement as CSV (better-sqlite3 iterate + csv-stringify, under backpressure, the
// cells as stored). Prints "listening <port>".
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { stringify } from 'csv-stringify';

type Statements = Record<string, { sql: string; parameters: unknown[] }>;
const db = new SQLite(process.env.BENCH_DB!, { readonly: true });
db.pragma('journal_mode = WAL');
const statements = JSON.parse(process.env.BENCH_SQL!) as Statements;
const exports = JSON.parse(process.env.BENCH_EXPORT_SQL ?? '{}') as Statements;
const prepared = Object.fromEntries(Object.entries(statements).map(([k, v]) => [k, db.prepare(v.sql)]));
const count = process.env.BENCH_COUNT_SQL ? db.prepare(process.env.BENCH_COUNT_SQL) : undefined;

const server = createServer((req, res) => {
  const [, kind, name] = (req.url ?? '').split('/');
  if (kind === 'export' && exports[name]) {
    // Its own connection: a statement being iterated keeps its connection busy.
    const reader = new SQLite(process.env.BENCH_DB!, { readonly: true });
    const rows = reader.prepare(exports[name].sql).iterate(...exports[name].parameters);
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    pipeline(Readable.from(rows), stringify({ bom: true, header: true, record_delimiter: '\r\n' }), res)
      .catch(() => res.destroy())
      .finally(() => reader.close());
    return;
  }
  const statement = prepared[name];
  if (!statement) {
    res.writeHead(404).end();
    return;
  }
  const rows = statement.all(...statements[name].parameters);
  const total = kind === 'page-with-count' && count ? (count.get() as { n: number }).n : undefined;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(total === undefined ? rows : { rows, total }));
});
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`listening ${typeof a === 'object' && a ? a.port : 0}`);
});
