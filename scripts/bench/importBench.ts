// CSV import in `npm run bench` (issue 34; BENCH_ONLY=import): 100,000 assets imported through
// POST /Assets/Import as a Company Administrator, on a demo database of its own — every row
// through the asset's save (validation, references by name, tenancy, history) in one transaction —
// on SQLite, then on PostgreSQL when the bench has one (BENCH_PG_URL or TEST_PG_URL).
// Target: under a minute. The raw baseline inserts the same rows, their names already turned into
// ids, with one prepared statement per row in one transaction (better-sqlite3 on the same file;
// pg on the same database, a round trip a row as the app's): what the import's rules cost above
// the bare writes. Memory: the server's heap after a full collection,
// sampled each second (appServer.ts, BENCH_HEAP_FILE), at its highest during the import over its
// size before, per MiB of the file — for the 100,000 rows and for a tenth of them. The request's
// text is held a few times over (its bytes, its JSON, the csv string) whatever is done with it;
// flat memory is the rest not growing with the rows: the 100,000 rows' figure at most 1.1x the
// tenth's. (The resident size's peak is printed too: it also holds garbage not yet collected,
// which V8 lets grow with a long run.)
import Database from 'better-sqlite3';
import pg from 'pg';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDatabase, demoAt } from './benchData.js';
import { bearer, benchPgDatabase, fetchJson, inScratch, JWT_SECRET, type Launch, PASSWORD, postJson, type Row } from './harness.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_SECONDS = 60;
const HEAP_RATIO = 1.1;
const HEADER = [
  'Unit ID',
  'Asset Description',
  'Asset Status',
  'Asset Type',
  'Asset Category',
  'Custody',
  'Assigned Location',
  'Current Location',
  'Active?',
];

/**
 * `n` assets of Great Lakes Freight at Chicago, as an edited export would carry them: new ones the
 * first time a prefix is imported, and the same again with `edit` in their descriptions updates them.
 */
const csvOf = (prefix: string, n: number, edit = 'Imported') =>
  [
    HEADER.join(','),
    ...Array.from(
      { length: n },
      (_, i) =>
        `${prefix}-${String(i).padStart(6, '0')},"${edit}, row ${i}",Available,Dry Van,Trailer,Company Owned,Row A (Chicago Cross-Dock),Row B (Chicago Cross-Dock),Yes`,
    ),
  ].join('\r\n');

const mib = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** One import's figures: its seconds, whether it answered every row created, memory growth. */
interface Measured {
  seconds: number;
  ok: boolean;
  /** The server's resident peak over its start (MiB). */
  growthMb: number;
  /** The heap's highest sample over its size before, per MiB of the file. */
  heapPerFileMb: number;
}

/** An import's figures: a tenth of the rows, all of them, and all of them again edited (every row an update). */
interface Imports {
  tenth: Measured;
  whole: Measured;
  updates: Measured;
}

/** A tenth of the rows, then all of them, then all of them edited, imported into the app started on `databaseUrl` (holding the demo). */
async function importsOn(launch: Launch, dir: string, databaseUrl: string): Promise<Imports> {
  const heapFile = join(dir, 'heap.txt');
  const app = await launch('scripts/bench/appServer.ts', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    JWT_SECRET,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`,
    BENCH_HEAP_FILE: heapFile,
  });
  /** The heap samples the server wrote since the last call (MiB). */
  const heapSamples = () => {
    let text = '';
    try {
      text = readFileSync(heapFile, 'utf8');
      rmSync(heapFile);
    } catch {
      /* none yet */
    }
    return text
      .split('\n')
      .filter(Boolean)
      .map((b) => Number(b) / 2 ** 20);
  };
  const pid = app.child.pid!;
  const auth = await fetchJson(`${app.base}/api/Fleet/Authenticate`, postJson({ Username: 'siteadmin', Password: PASSWORD }));
  const token = auth.json.data.accessToken as string;

  const run = async (prefix: string, n: number, edit?: string): Promise<Measured> => {
    const csv = csvOf(prefix, n, edit);
    await new Promise((r) => setTimeout(r, 2_500));
    const heapBefore = Math.min(...heapSamples().slice(-2));
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const startMb = mib(pid, 'VmRSS');
    const t0 = performance.now();
    const res = await fetchJson(`${app.base}/api/Fleet/Assets/Import`, {
      ...postJson({ csv, dryRun: false }),
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    const heapPerFileMb = (Math.max(...heapSamples()) - heapBefore) / (Buffer.byteLength(csv) / 2 ** 20);
    const seconds = (performance.now() - t0) / 1000;
    const data = res.json?.data;
    const ok = data?.imported === true && data[edit ? 'updated' : 'created'] === n;
    if (!ok) console.error(`bench: the import of ${n} rows answered ${JSON.stringify(res.json).slice(0, 500)}`);
    return { seconds, ok, growthMb: mib(pid, 'VmHWM') - startMb, heapPerFileMb };
  };
  const tenth = await run('TEN', ROWS / 10);
  const whole = await run('IMP', ROWS);
  const updates = await run('IMP', ROWS, 'Edited');
  return { tenth, whole, updates };
}

/** A statement's first row on either database (`?` placeholders, numbered for PostgreSQL). */
type Get = (text: string, ...params: unknown[]) => Promise<Record<string, unknown>>;

/** The raw baseline's row: the import's references as ids, read once. */
async function rawRow(get: Get): Promise<unknown[]> {
  const id = async (text: string, ...params: unknown[]) => Number((await get(text, ...params)).id);
  const company = await id("select id from company where name = 'Great Lakes Freight'");
  const lookup = (group: string, name: string) =>
    id(
      'select l.id from lookup l join lookup_group g on g.id = l.lookup_group_type where g.description = ? and l.description = ? and l.company_id = ?',
      group,
      name,
      company,
    );
  const place = (name: string) =>
    id("select l.id from location l join site s on s.id = l.site_id where l.location = ? and s.site_name = 'Chicago Cross-Dock'", name);
  return [
    company,
    await lookup('AssetStatus', 'Available'),
    await lookup('AssetType', 'Dry Van'),
    await lookup('AssetCategory', 'Trailer'),
    await lookup('AssetCustody', 'Company Owned'),
    await place('Row A'),
    await place('Row B'),
  ];
}

const RAW_INSERT = `insert into asset (asset_model_id, asset_description, pri_company_id, asset_status, asset_type, asset_category, custody,
  assign_loc_id, asset_loc_id, is_active, has_payload, update_date, update_user) values (?, ?, ?, ?, ?, ?, ?, ?, ?, true, false, ?, 'raw')`;
const rawValues = (row: unknown[], i: number) => [
  `RAW-${String(i).padStart(6, '0')}`,
  `Imported, row ${i}`,
  ...row,
  new Date().toISOString(),
];
/** The edited rows' baseline: each row's record found by its Unit ID and company, as the import's match. */
const RAW_UPDATE = `update asset set asset_description = ?, update_date = ?, update_user = 'raw' where asset_model_id = ? and pri_company_id = ?`;
const rawEdit = (row: unknown[], i: number) => [`Edited, row ${i}`, new Date().toISOString(), `RAW-${String(i).padStart(6, '0')}`, row[0]];

/** The raw baselines' seconds: the rows inserted, then each updated. */
interface Raw {
  inserts: number;
  updates: number;
}

/** The raw baseline on the SQLite file: one prepared insert per row in one transaction, then an update per row the same way. */
async function rawSqlite(file: string): Promise<Raw> {
  const db = new Database(file, { timeout: 30_000 });
  try {
    const row = await rawRow(async (text, ...params) => db.prepare(text).get(...params) as Record<string, unknown>);
    const timed = (statement: Database.Statement, values: (row: unknown[], i: number) => unknown[]) => {
      const t0 = performance.now();
      db.transaction(() => {
        for (let i = 0; i < ROWS; i++) statement.run(...values(row, i));
      })();
      return (performance.now() - t0) / 1000;
    };
    return { inserts: timed(db.prepare(RAW_INSERT), rawValues), updates: timed(db.prepare(RAW_UPDATE), rawEdit) };
  } finally {
    db.close();
  }
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`… */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** The raw baseline on PostgreSQL: one named prepared insert per row, each a round trip, in one transaction; then an update per row the same way. */
async function rawPostgres(url: string): Promise<Raw> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = await rawRow(async (text, ...params) => (await client.query(numbered(text), params)).rows[0]);
    const timed = async (name: string, text: string, values: (row: unknown[], i: number) => unknown[]) => {
      const t0 = performance.now();
      await client.query('begin');
      for (let i = 0; i < ROWS; i++) await client.query({ name, text: numbered(text), values: values(row, i) });
      await client.query('commit');
      return (performance.now() - t0) / 1000;
    };
    return { inserts: await timed('raw_insert', RAW_INSERT, rawValues), updates: await timed('raw_update', RAW_UPDATE, rawEdit) };
  } finally {
    await client.end();
  }
}

/** The figures of one database's imports against its raw baseline. */
function rowsOf(on: string, { tenth, whole, updates }: Imports, raw: Raw): Row[] {
  const n = ROWS.toLocaleString('en-US');
  const tenthN = (ROWS / 10).toLocaleString('en-US');
  const ratio = whole.heapPerFileMb / tenth.heapPerFileMb;
  const perSecond = (seconds: number) => Math.round(ROWS / seconds).toLocaleString('en-US');
  return [
    [`${on}: import of ${n} assets (s), target < ${TARGET_SECONDS}`, whole.seconds, null, whole.ok && whole.seconds < TARGET_SECONDS],
    [`${on}: raw baseline, ${n} prepared inserts in one transaction (s)`, raw.inserts, null, true],
    [`${on}: import, rows a second (raw: ${perSecond(raw.inserts)})`, ROWS / whole.seconds, null, whole.ok],
    [
      `${on}: the same file edited, ${n} updates (s), target < ${TARGET_SECONDS}`,
      updates.seconds,
      null,
      updates.ok && updates.seconds < TARGET_SECONDS,
    ],
    [`${on}: raw baseline, ${n} prepared updates in one transaction (s)`, raw.updates, null, true],
    [`${on}: updates, rows a second (raw: ${perSecond(raw.updates)})`, ROWS / updates.seconds, null, updates.ok],
    [`${on}: import of ${tenthN} assets (s)`, tenth.seconds, null, tenth.ok],
    [`${on}: heap growth per MiB of the file, ${n} rows`, whole.heapPerFileMb, null, true],
    [`${on}: heap growth per MiB of the file, ${tenthN} rows`, tenth.heapPerFileMb, null, true],
    [`${on}: the two (ratio), target ≤ ${HEAP_RATIO}`, ratio, HEAP_RATIO, ratio <= HEAP_RATIO],
    [`${on}: the server's resident peak over its start, ${n} rows (MiB)`, whole.growthMb, null, true],
    [`${on}: the server's resident peak over its start, ${tenthN} rows (MiB)`, tenth.growthMb, null, true],
  ];
}

export async function importBench(): Promise<Row[]> {
  const onSqlite = await inScratch('import', async (dir, launch) => {
    const file = join(dir, 'import.db');
    await closeDatabase(await demoAt(dir, `sqlite:${file}`));
    const measured = await importsOn(launch, dir, `sqlite:${file}`);
    return rowsOf('SQLite', measured, await rawSqlite(file));
  });
  const db = await benchPgDatabase('import');
  if (!db) {
    console.log('import on PostgreSQL: not measured (set BENCH_PG_URL or TEST_PG_URL)');
    return onSqlite;
  }
  try {
    const onPostgres = await inScratch('import-pg', async (dir, launch) => {
      await closeDatabase(await demoAt(dir, db.url));
      const measured = await importsOn(launch, dir, db.url);
      return rowsOf('PostgreSQL', measured, await rawPostgres(db.url));
    });
    return [...onSqlite, ...onPostgres];
  } finally {
    await db.drop();
  }
}
