// The raw PostgreSQL baseline of `npm run bench` (postgresBench.ts): node:http and a pg pool of the
// app's size (10) running the SQL the app runs as named prepared statements (each connection
// prepares a statement once, then only binds and executes it) — what the database gives with no
// framework, no auth, no JSON shaping. GET /page/<name> answers the rows of a named statement
// (BENCH_SQL), /page-with-count/<name> also runs the count (BENCH_COUNT_SQL) every time. Prints
// "listening <port>".
import { createServer } from 'node:http';
import pg from 'pg';

type Statement = { sql: string; parameters: unknown[] };
// the app's session settings (server/db/postgres.ts: JIT off)
const pool = new pg.Pool({ connectionString: process.env.BENCH_PG!, max: 10, options: '-c jit=off' });
const statements = JSON.parse(process.env.BENCH_SQL!) as Record<string, Statement>;
const count = process.env.BENCH_COUNT_SQL ? (JSON.parse(process.env.BENCH_COUNT_SQL) as Statement) : undefined;
const query = (name: string, q: Statement) => pool.query({ name, text: q.sql, values: q.parameters });

const server = createServer(async (req, res) => {
  const [, kind, name] = (req.url ?? '').split('/');
  const q = statements[name];
  if (!q) {
    res.writeHead(404).end();
    return;
  }
  try {
    const page = await query(name, q);
    const counted = kind === 'page-with-count' && count ? await query('count', count) : undefined;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(counted ? { rows: page.rows, total: counted.rows[0].n } : page.rows));
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
  }
});
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`listening ${typeof a === 'object' && a ? a.port : 0}`);
});
