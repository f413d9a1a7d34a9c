// For the tests that run Yardmaster as an operator does (tests/integration/opsProcess*.test.ts):
// the server started by `npm start` (or its node command) in processes of its own, a burst of
// multi-row writes against it, and a direct look at its database afterwards. Everything waits for
// conditions (a log line, a port, an exit), never for a fixed time.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { sql } from 'kysely';
import { companyBody, userBody } from './maintenance.js';
import { DEMO_PASSWORD, JWT_SECRET } from './testApp.js';
import { UserType } from '../../schemas/enums.js';
import { openDatabase } from '../../server/db/connect.js';
import { RUN_TYPESCRIPT } from '../../server/process/runTypescript.js';

export const ROOT = new URL('../..', import.meta.url).pathname;

export interface Proc {
  child: ChildProcess;
  out(): string;
  /** Standard error alone. */
  err(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  waitFor(re: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => done(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** true when something accepts connections on the port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** The environment of a server started for a test: no admin build, JSON logs, a known demo password. */
export function serverEnv(o: { port: number; url: string; dataDir: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.port),
    DATABASE_URL: o.url,
    DATA_DIR: o.dataDir,
    JWT_SECRET,
    DEMO_PASSWORD,
    YM_ADMIN_DIST: '/nonexistent',
    LOG_FORMAT: 'json',
    RATE_LIMITS: 'loginPerAddress=100000/15,loginPerName=100000/15',
    ...extra,
  };
  delete env.NODE_OPTIONS; // vitest's loader hooks are not the server's
  return env;
}

/** `npm start` (npm: true) or the node command it execs, as its own process. */
export function spawnServer(env: NodeJS.ProcessEnv, o: { npm?: boolean; script?: string; args?: string[] } = {}): Proc {
  const child = o.npm
    ? spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', RUN_TYPESCRIPT, o.script ?? 'scripts/start.ts', ...(o.args ?? [])], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let text = '';
  let errText = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', (chunk: Buffer) => {
    errText += chunk.toString();
    onData(chunk);
  });
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? -1)));
  void exited.then(() => {
    for (const w of waiters) w();
  });
  return {
    child,
    out: () => text,
    err: () => errText,
    exited,
    waitFor(re, timeoutMs = 60_000) {
      return new Promise((done, fail) => {
        let over = false;
        const check = () => {
          const m = re.exec(text);
          if (m) {
            waiters.delete(check);
            clearTimeout(timer);
            done(m);
          } else if (child.exitCode !== null || child.signalCode !== null || over) {
            waiters.delete(check);
            clearTimeout(timer);
            fail(new Error(`no ${re} in the server's output (exit ${child.exitCode ?? child.signalCode}):\n${text}`));
          }
        };
        const timer = setTimeout(() => ((over = true), check()), timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Waits for the server's "serving on" line and returns its port (PORT=0: the system picks a free one). */
export async function servingPort(p: Proc): Promise<number> {
  return Number((await p.waitFor(/serving on http:\/\/localhost:(\d+)/, 90_000))[1]);
}

/** Every process below `pid` (children, grandchildren…), as `ps` sees them now. */
export function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of rows) {
      if (parent !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until `check` holds, polling (a condition, not a sleep before an assertion). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A direct connection to the server's database, for checks after it stopped (or while it runs). */
export async function withDatabase<T>(url: string, fn: (q: <R>(text: string) => Promise<R[]>) => Promise<T>): Promise<T> {
  const { db, adapter } = openDatabase(url);
  try {
    return await fn(async <R>(text: string) => (await sql.raw<R>(text).execute(db)).rows);
  } finally {
    await adapter.close();
  }
}

export interface Burst {
  /** The users and companies the server acknowledged (200 with an id), with the child rows sent. */
  users: { id: number; loginName: string; sites: number[] }[];
  companies: { id: number; name: string; policies: number }[];
  /** Requests that failed otherwise than by the connection (a 4xx/5xx answer). */
  refused: string[];
  sent: number;
  /** The sysadmin's access token the burst writes with. */
  token: string;
  /** Resolves when every worker stopped (the server went away, or stop() was called). */
  done: Promise<void>;
  stop(): void;
}

const LOGIN_PREFIX = 'burst-';
/** Opens the live-update stream and reads it to its end: resolves 'ended' when the server ends it cleanly. */
export async function followEvents(baseUrl: string, token: string): Promise<{ end: Promise<string> }> {
  const res = await fetch(`${baseUrl}/api/Fleet/Events`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.getReader();
  const end = (async () => {
    try {
      while (!(await reader.read()).done);
      return 'ended';
    } catch (err) {
      return `broken: ${(err as Error).message}`;
    }
  })();
  return { end };
}

export const BURST_PREFIX = { user: LOGIN_PREFIX, company: 'Burst Co ' };

/**
 * Writes multi-row records as fast as `workers` clients can: a user with three sites' access, a
 * company with three per-type policies. Each worker stops at its first connection failure.
 */
export async function writeBurst(baseUrl: string, url: string, workers = 6): Promise<Burst> {
  const { sites, policies, company } = await withDatabase(url, async (q) => {
    const [glf] = await q<{ id: number }>(`select id from company where name = 'Great Lakes Freight'`);
    return {
      company: glf.id,
      sites: (await q<{ id: number }>(`select id from site where company_id = ${glf.id} order by id`)).map((r) => r.id).slice(0, 3),
      policies: (await q<{ id: number }>(`select id from security_parameter order by id`)).map((r) => r.id),
    };
  });
  if (sites.length < 3 || policies.length < 1) throw new Error('demo data: need 3 sites and a policy');
  const login = await fetch(`${baseUrl}/api/Fleet/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: 'sysadmin', Password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const burst: Burst = { users: [], companies: [], refused: [], sent: 0, token, done: Promise.resolve(), stop: () => (stopped = true) };
  let stopped = false;
  let n = 0;
  const post = async (path: string, body: unknown) => {
    burst.sent++;
    const res = await fetch(`${baseUrl}/api/Fleet${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as { data?: { id?: number } } | null;
    if (res.status !== 200 || !json?.data?.id) {
      burst.refused.push(`${path} ${res.status} ${JSON.stringify(json)}`);
      return undefined;
    }
    return json.data.id;
  };
  const worker = async () => {
    while (!stopped) {
      const i = n++;
      try {
        if (i % 2 === 0) {
          const body = userBody(company, { loginName: `${LOGIN_PREFIX}${i}-${Date.now().toString(36)}`, siteAccess: sites });
          const id = await post('/User', body);
          if (id) burst.users.push({ id, loginName: body.loginName, sites });
        } else {
          const types = [UserType.Driver, UserType.DispatchManager, UserType.SiteAdmin];
          const body = companyBody(policies[0], {
            name: `${BURST_PREFIX.company}${i} ${Date.now().toString(36)}`,
            userTypeSecurityParameters: types.map((userType, k) => ({ userType, securityParameterId: policies[k % policies.length] })),
          });
          const id = await post('/Company', body);
          if (id) burst.companies.push({ id, name: body.name, policies: types.length });
        }
      } catch {
        return; // the connection failed: the server is gone
      }
    }
  };
  burst.done = Promise.all(Array.from({ length: workers }, worker)).then(() => undefined);
  return burst;
}

/** Checks the burst's rows in the database: every acknowledged record whole, and no burst record half written. */
export async function checkBurst(
  url: string,
  burst: Pick<Burst, 'users' | 'companies'>,
): Promise<{ users: number; companies: number; problems: string[] }> {
  return withDatabase(url, async (q) => {
    const problems: string[] = [];
    const users = await q<{ id: number; login_name: string; n: number }>(
      `select u.id, u.login_name, (select count(*) from user_site_access a where a.user_id = u.id) as n
       from app_user u where u.login_name like '${LOGIN_PREFIX}%'`,
    );
    const companies = await q<{ id: number; name: string; n: number }>(
      `select c.id, c.name, (select count(*) from company_security_parameter p where p.company_id = c.id) as n
       from company c where c.name like '${BURST_PREFIX.company}%'`,
    );
    const userById = new Map(users.map((u) => [Number(u.id), u]));
    const companyById = new Map(companies.map((c) => [Number(c.id), c]));
    for (const u of burst.users)
      if (userById.get(u.id)?.login_name !== u.loginName) problems.push(`acknowledged user ${u.loginName} missing`);
    for (const c of burst.companies) if (companyById.get(c.id)?.name !== c.name) problems.push(`acknowledged company ${c.name} missing`);
    for (const u of users) if (Number(u.n) !== 3) problems.push(`user ${u.login_name} has ${u.n} of 3 site access rows`);
    for (const c of companies) if (Number(c.n) !== 3) problems.push(`company ${c.name} has ${c.n} of 3 policies`);
    return { users: users.length, companies: companies.length, problems };
  });
}
