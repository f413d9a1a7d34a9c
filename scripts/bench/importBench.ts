// CSV import in `npm run bench` (issue 34; BENCH_ONLY=import): 100,000 assets imported through
// POST /Assets/Import as a Company Administrator, on a demo database of its own — every row
// through the asset's save (validation, references by name, tenancy, history) in one transaction.
// Target: under a minute. The raw baseline inserts the same rows, their names already turned into
// ids, with one prepared statement per row in one transaction (better-sqlite3, the same file): what
// the import's rules cost above the bare writes. Memory: the server's heap after a full collection,
// sampled each second (appServer.ts, BENCH_HEAP_FILE), at its highest during the import over its
// size before, per MiB of the file — for the 100,000 rows and for a tenth of them. The request's
// text is held a few times over (its bytes, its JSON, the csv string) whatever is done with it;
// flat memory is the rest not growing with the rows: the 100,000 rows' figure at most 1.1x the
// tenth's. (The resident size's peak is printed too: it also holds garbage not yet collected,
// which V8 lets grow with a long run.)
import Database from 'better-sqlite3';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDatabase, demoDatabase } from './benchData.js';
import { bearer, fetchJson, inScratch, JWT_SECRET, PASSWORD, postJson, type Row } from './harness.js';

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

/** `n` new assets of Great Lakes Freight at Chicago, as an edited export would carry them. */
const csvOf = (prefix: string, n: number) =>
  [
    HEADER.join(','),
    ...Array.from(
      { length: n },
      (_, i) =>
        `${prefix}-${String(i).padStart(6, '0')},"Imported, row ${i}",Available,Dry Van,Trailer,Company Owned,Row A (Chicago Cross-Dock),Row B (Chicago Cross-Dock),Yes`,
    ),
  ].join('\r\n');

const mib = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function importBench(): Promise<Row[]> {
  return inScratch('import', async (dir, launch) => {
    const file = join(dir, 'import.db');
    await closeDatabase(await demoDatabase(dir, file));
    const heapFile = join(dir, 'heap.txt');
    const app = await launch('scripts/bench/appServer.ts', {
      DATABASE_URL: `sqlite:${file}`,
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

    /** One import: its seconds, the answer, and the server's resident growth over its start (MiB). */
    const run = async (prefix: string, n: number) => {
      const csv = csvOf(prefix, n);
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
      const ok = data?.imported === true && data.created === n;
      if (!ok) console.error(`bench: the import of ${n} rows answered ${JSON.stringify(res.json).slice(0, 500)}`);
      return { seconds, ok, growthMb: mib(pid, 'VmHWM') - startMb, heapPerFileMb };
    };
    const tenth = await run('TEN', ROWS / 10);
    const whole = await run('IMP', ROWS);

    // the raw baseline: the same rows, their references as ids, one prepared insert each
    const db = new Database(file, { timeout: 30_000 });
    const id = (q: string, ...p: unknown[]) => (db.prepare(q).get(...p) as { id: number }).id;
    const company = id("select id from company where name = 'Great Lakes Freight'");
    const lookup = (group: string, name: string) =>
      id(
        'select l.id from lookup l join lookup_group g on g.id = l.lookup_group_type where g.description = ? and l.description = ? and l.company_id = ?',
        group,
        name,
        company,
      );
    const place = (name: string) =>
      id("select l.id from location l join site s on s.id = l.site_id where l.location = ? and s.site_name = 'Chicago Cross-Dock'", name);
    const row = [
      company,
      lookup('AssetStatus', 'Available'),
      lookup('AssetType', 'Dry Van'),
      lookup('AssetCategory', 'Trailer'),
      lookup('AssetCustody', 'Company Owned'),
      place('Row A'),
      place('Row B'),
    ];
    const insert = db.prepare(
      `insert into asset (asset_model_id, asset_description, pri_company_id, asset_status, asset_type, asset_category, custody,
        assign_loc_id, asset_loc_id, is_active, has_payload, update_date, update_user) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, ?, 'raw')`,
    );
    const t0 = performance.now();
    db.transaction(() => {
      for (let i = 0; i < ROWS; i++)
        insert.run(`RAW-${String(i).padStart(6, '0')}`, `Imported, row ${i}`, ...row, new Date().toISOString());
    })();
    const rawSeconds = (performance.now() - t0) / 1000;
    db.close();

    const n = ROWS.toLocaleString('en-US');
    const tenthN = (ROWS / 10).toLocaleString('en-US');
    const ratio = whole.heapPerFileMb / tenth.heapPerFileMb;
    return [
      [`import of ${n} assets (s), target < ${TARGET_SECONDS}`, whole.seconds, null, whole.ok && whole.seconds < TARGET_SECONDS],
      [`raw baseline: ${n} prepared inserts in one transaction (s)`, rawSeconds, null, true],
      [`import: rows a second (raw: ${Math.round(ROWS / rawSeconds).toLocaleString('en-US')})`, ROWS / whole.seconds, null, whole.ok],
      [`import of ${tenthN} assets (s)`, tenth.seconds, null, tenth.ok],
      [`import: heap growth per MiB of the file, ${n} rows`, whole.heapPerFileMb, null, true],
      [`import: heap growth per MiB of the file, ${tenthN} rows`, tenth.heapPerFileMb, null, true],
      [`import: the two (ratio), target ≤ ${HEAP_RATIO}`, ratio, HEAP_RATIO, ratio <= HEAP_RATIO],
      [`import: the server's resident peak over its start, ${n} rows (MiB)`, whole.growthMb, null, true],
      [`import: the server's resident peak over its start, ${tenthN} rows (MiB)`, tenth.growthMb, null, true],
    ];
  });
}
