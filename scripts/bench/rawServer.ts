// The raw baseline of `npm run bench`: node:http and better-sqlite3 prepared statements running
// the SQL the app runs, on the same file — what the hardware gives with no framework, no auth,
// no JSON shaping. GET /page/<name> answers the rows of a named statement (SQL from the parent;
// a name given a list of statements runs each in turn and answers the rows of each),
// /page-with-count/<name> also runs the count (BENCH_COUNT_SQL, when given) every time, and /export/<name> streams the rows of a
// named export statement as CSV (better-sqlite3 iterate + csv-stringify, under backpressure, the
// cells as stored). /write/<name> runs a named list of statements (BENCH_WRITE_SQL: a write's
// statements as the app ran them, in order) in a transaction on BENCH_WRITE_DB and rolls it back,
// so that every replay meets the rows the app's call met; a statement that fails answers 500.
// Prints "listening <port>".
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { stringify } from 'csv-stringify';

type Statement = { sql: string; parameters: unknown[] };
type Statements = Record<string, Statement>;
const db = new SQLite(process.env.BENCH_DB!, { readonly: true });
db.pragma('journal_mode = WAL');
const statements = JSON.parse(process.env.BENCH_SQL!) as Record<string, Statement | Statement[]>;
const exports = JSON.parse(process.env.BENCH_EXPORT_SQL ?? '{}') as Statements;
const prepared = Object.fromEntries(
  Object.entries(statements).map(([k, v]) => [
    k,
    (Array.isArray(v) ? v : [v]).map((q) => ({ statement: db.prepare(q.sql), parameters: q.parameters })),
  ]),
);
const count = process.env.BENCH_COUNT_SQL ? db.prepare(process.env.BENCH_COUNT_SQL) : undefined;
const writes = JSON.parse(process.env.BENCH_WRITE_SQL ?? '{}') as Record<string, Statement[]>;
const writer = Object.keys(writes).length ? new SQLite(process.env.BENCH_WRITE_DB!) : undefined;
// the app's settings (server/db/sqlite.ts)
writer?.pragma('journal_mode = WAL');
writer?.pragma('synchronous = NORMAL');
writer?.pragma('foreign_keys = ON');
writer?.pragma('busy_timeout = 5000');
writer?.pragma('temp_store = MEMORY');
const preparedWrites = Object.fromEntries(
  Object.entries(writes).map(([k, list]) => [k, list.map((q) => ({ statement: writer!.prepare(q.sql), parameters: q.parameters }))]),
);

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
  if (kind === 'write' && preparedWrites[name]) {
    writer!.exec('begin immediate');
    try {
      for (const q of preparedWrites[name])
        try {
          if (q.statement.reader) q.statement.all(...q.parameters);
          else q.statement.run(...q.parameters);
        } catch (err) {
          throw new Error(`${String(err)} in ${q.statement.source} ${JSON.stringify(q.parameters)}`);
        }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    } finally {
      writer!.exec('rollback');
    }
    return;
  }
  const list = prepared[name];
  if (!list) {
    res.writeHead(404).end();
    return;
  }
  const each = list.map((q) => q.statement.all(...q.parameters));
  const rows = Array.isArray(statements[name]) ? each : each[0];
  const total = kind === 'page-with-count' && count ? (count.get() as { n: number }).n : undefined;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(total === undefined ? rows : { rows, total }));
});
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`listening ${typeof a === 'object' && a ? a.port : 0}`);
});
