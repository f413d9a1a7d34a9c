// The streamed CSV export in `npm run bench` (POST /api/Fleet/Assets/Export/Download): an export of
// ASSETS assets must keep the server's peak resident memory within 10 % of an export of a tenth
// of them.
//
// The data: ASSETS assets of the first demo company, added in one INSERT … SELECT (its lookups,
// its locations and sites, each asset with an asset_site_access row). A tenth of them changed
// status in 2019, the rest in 2020, so a Status Date range (2019, or 2019–2020) selects the tenth
// or all of them with the same SQL: only the bound dates differ.
//
// The measure: each export runs in a server process of its own, started for it and idle until
// the call; the kernel's high-water mark of its resident memory (VmHWM) is reset just before the
// call and read when the last byte has arrived. The client downloads the whole body and discards
// it, counting its lines. The raw baseline streams the same SQL with better-sqlite3 iterate and
// csv-stringify from a bare node:http server (rawServer.ts), with no formatting of the cells.
//
// The columns: the list's own (as the screen exports by default), date-times and lookups by name
// included; BENCH_EXPORT_COLUMNS=a,b,… compares other columns instead.
import { type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { Writable } from 'node:stream';
import { type CompiledQuery, sql } from 'kysely';
import { zoneOf } from '../../schemas/dates.js';
import { FilterOption, UserType } from '../../schemas/enums.js';
import type { Filter } from '../../schemas/types.generated.js';
import type { Principal } from '../../server/access/access.js';
import type { AppContext } from '../../server/context.js';
import { exportColumns, streamCsv, withPivots, withSiteNames } from '../../server/engine/csvExport.js';
import { checkFilters, filterScopes } from '../../server/engine/filters.js';
import { sortOf } from '../../server/engine/listing.js';
import { scopedQuery } from '../../server/engine/service.js';
import { insertSeries, withCompanyPicks, withoutIndexes } from './benchData.js';

/** 1M-row export peak RSS / tenth-size export peak RSS. */
export const EXPORT_RSS_RATIO = 1.1;
/** An export that has not ended by then has failed. */
const EXPORT_TIMEOUT_MS = Number(process.env.BENCH_EXPORT_TIMEOUT ?? 600) * 1000;

export const EXPORT_PATH = '/api/Fleet/Assets/Export/Download';

/**
 * The columns of the memory comparison, from BENCH_EXPORT_COLUMNS (names separated by commas);
 * undefined for the list's own (the body then names none, as the screen's default).
 */
export function comparedColumns(): string[] | undefined {
  const asked = process.env.BENCH_EXPORT_COLUMNS;
  return asked && asked !== 'list' ? asked.split(',') : undefined;
}

/** The body of the export of the first tenth of the bench assets, or of all of them. */
export function exportBody(part: 'tenth' | 'all', columns?: string[]) {
  const filters: Filter[] = [
    {
      type: 'StatusDate',
      filterType: 'Date',
      option: FilterOption.Range,
      active: true,
      value: ['2019-01-01', part === 'tenth' ? '2019-12-31' : '2020-12-31'],
    },
  ];
  return { filters, ...(columns ? { columns } : {}) };
}

/**
 * Adds `count` assets to the first company: lookups, locations and sites taken in turn from that
 * company's own, every tenth asset under repair; the first tenth with a 2019 status date, the
 * others 2020. One statement builds the rows (a recursive series), another their site access
 * (benchData.ts).
 */
export async function seedExportAssets(ctx: AppContext, count: number): Promise<void> {
  const tenth = Math.floor(count / 10);
  await ctx.db.transaction().execute(async (trx) => {
    const run = (text: string) => sql.raw(text).execute(trx);
    const { rows } = await sql<{
      id: number;
      last: number | null;
    }>`select min(c.id) as id, (select max(id) from asset) as last from company c`.execute(trx);
    const [{ id: company, last }] = rows;
    await withCompanyPicks(trx, company, [], async (pick) => {
      const repair = (value: string) => `case when i % 10 = 3 then ${value} end`;
      const at = `strftime('%Y-%m-%dT%H:%M:%fZ', case when i < ${tenth} then '2019-03-01 06:00:00' else '2020-03-01 06:00:00' end, '+' || (i % 100000) || ' minutes')`;
      const columns: Record<string, string> = {
        asset_model_id: `printf('BX%07d', i)`,
        asset_description: `'Bench unit ' || i`,
        pri_company_id: String(company),
        asset_status: pick('AssetStatus', 'i'),
        asset_type: pick('AssetType', 'i / 7'),
        asset_category: pick('AssetCategory', 'i / 3'),
        custody: pick('AssetCustody', 'i / 11'),
        assignment: pick('AssetAssignment', 'i / 5'),
        assign_loc_id: pick('Location', 'i'),
        asset_loc_id: pick('Location', 'i * 7'),
        is_active: '1',
        has_payload: 'i % 5 = 0',
        repair_type: repair(pick('AssetRepairType', 'i / 10')),
        repair_tech: repair(pick('AssetRepairTech', 'i / 10')),
        defect_severity: repair(pick('AssetDefectSeverity', 'i / 10')),
        repair_eta: repair(`strftime('%Y-%m-%dT%H:%M:%fZ', '2021-01-01 08:00:00', '+' || (i % 1000) || ' hours')`),
        defect_complaint: repair(`'Bench complaint ' || i`),
        status_update: at,
        update_date: at,
        update_user: `'bench'`,
      };
      await withoutIndexes(trx, ['asset', 'asset_site_access'], async () => {
        await insertSeries(trx, 'asset', count, columns);
        await run(
          `insert into asset_site_access (asset_id, site_id) select a.id, ${pick('Site', 'a.id')} from asset a where a.id > ${last ?? 0}`,
        );
      });
    });
  });
}

/**
 * The SQL the app runs for an export of the bench's SysAdmin with this body (no company or site
 * chosen), taken from the export engine itself; for the raw baseline.
 */
export async function exportStatement(ctx: AppContext, body: { filters: Filter[]; columns?: string[] }): Promise<CompiledQuery> {
  const e = ctx.registry.entity('asset');
  const user = await ctx.db
    .selectFrom('app_user')
    .select(['id', 'time_zone'])
    .where('login_name', '=', 'sysadmin')
    .executeTakeFirstOrThrow();
  const p: Principal = {
    userId: user.id,
    type: UserType.SysAdmin,
    loginName: 'sysadmin',
    companyId: null,
    siteIds: null,
    sessionId: '',
    mustChangePassword: false,
    zone: zoneOf(user.time_zone),
  };
  const active = checkFilters(e, e.filters!, body.filters);
  const query = scopedQuery(ctx, p, e, { scopes: filterScopes(ctx.adapter, e, active, p.zone), sort: sortOf(e), children: false });
  let seen: CompiledQuery | undefined;
  const probe: AppContext = {
    ...ctx,
    adapter: {
      ...ctx.adapter,
      // eslint-disable-next-line require-yield -- only notes the query; yields no rows
      async *streamRows<R>(q: CompiledQuery<R>) {
        seen = q;
      },
    },
  };
  await streamCsv(
    probe,
    p,
    e,
    query,
    withSiteNames(
      probe,
      p,
      await withPivots(
        probe,
        p,
        e,
        exportColumns(e, body.columns, (x, n) => !!probe.repo.computedSelect(x, n)),
      ),
      undefined,
    ),
    new Writable({ write: (_chunk, _enc, done) => done() }),
  );
  if (!seen) throw new Error('bench: the export read no rows');
  return seen;
}

// --- one export, measured ---------------------------------------------------------------------

export interface ExportRun {
  ok: boolean;
  error?: string;
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory of the idle server just before the call (MiB). */
  startMb: number;
  /** The kernel's high-water mark of resident memory from the call to its last byte (MiB). */
  peakMb: number;
  /** Resident memory sampled at every tenth of the expected rows (MiB). */
  track: number[];
}

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kib = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
const mib = (pid: number, field: 'VmRSS' | 'VmHWM') => kib(status(pid), field) / 1024;

/**
 * POSTs `body` to the server's `path` as the bearer of `token`, reads the whole answer and throws
 * it away, and measures the server process meanwhile. `rows` is the number of data rows expected.
 */
export async function measureExport(
  server: { child: ChildProcess; base: string },
  path: string,
  body: unknown,
  token: string | undefined,
  rows: number,
): Promise<ExportRun> {
  const pid = server.child.pid!;
  await new Promise((r) => setTimeout(r, 500)); // let start-up settle
  try {
    // 5 resets the high-water mark to the present resident size (Linux ≥ 4.0); without it the
    // mark covers the process's start too, which stays below an export's.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch (err) {
    console.error(`bench: cannot reset the peak RSS of the server (${(err as Error).message}); it counts from its start`);
  }
  const startMb = mib(pid, 'VmRSS');
  const track: number[] = [];
  const payload = JSON.stringify(body);
  const t0 = performance.now();
  const run = await new Promise<Omit<ExportRun, 'seconds' | 'startMb' | 'peakMb' | 'track'>>((done) => {
    let lines = 0;
    let bytes = 0;
    let bom = false;
    const step = Math.max(Math.floor(rows / 10), 1);
    let mark = step;
    const fail = (error: string) => done({ ok: false, error, rows: Math.max(lines - 1, 0), bytes });
    const req = request(
      `${server.base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        timeout: EXPORT_TIMEOUT_MS,
      },
      (res) => {
        if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/csv')) {
          res.resume();
          return fail(`answered ${res.statusCode} ${res.headers['content-type']}`);
        }
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
            // at every tenth of the rows, the server's resident memory then
            if (++lines > mark) {
              track.push(Math.round(mib(pid, 'VmRSS')));
              mark += step;
            }
          }
        });
        res.on('end', () => {
          const got = Math.max(lines - 1, 0);
          if (!bom) fail('no byte-order mark');
          else if (got !== rows) fail(`${got} rows, not ${rows}`);
          else done({ ok: true, rows: got, bytes });
        });
        res.on('error', (err) => fail(err.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no end after ${EXPORT_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => fail(err.message));
    server.child.once('exit', (code, signal) => fail(`server ended (${code ?? signal})`));
    req.end(payload);
  });
  const seconds = (performance.now() - t0) / 1000;
  let peakMb = 0;
  try {
    peakMb = mib(pid, 'VmHWM');
  } catch {
    // the process is gone: run.error says why
  }
  return { ...run, seconds, startMb, peakMb, track };
}
