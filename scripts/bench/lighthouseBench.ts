// The app on a phone-class CPU in `npm run bench` (BENCH_ONLY=lighthouse): Lighthouse 12 (pinned:
// 13 wants Node 22) scores the driver's missions at /driver/home signed in and the login page with
// its mobile defaults (a simulated mid-range phone: 4x slower CPU, slow 4G), and the Dispatch
// Manager's board with its desktop preset. Each page is scored RUNS times, in a Chromium of its own
// (Debian's, through playwright-core) whose profile holds the session the client keeps after a login
// (admin/src/account/session.ts) — Lighthouse is told to keep the profile's storage — and the middle
// run by performance counts. Prints the scores, the total blocking time and where the main thread's
// time went (Lighthouse's main-thread breakdown and its scripts' boot-up time).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/browser/pages.js';
import { fetchJson, PASSWORD, postJson, type Row } from './harness.js';
import { withDemoWebApp } from './webBench.js';
import type { Session } from './firstPaint.js';

/** Issue 35: performance on a simulated phone (driver, login) and on the desktop preset (the board). */
export const PHONE_SCORE = 90;
export const BOARD_SCORE = 95;
export const PHONE_TBT_MS = 200;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_PAGES=driver,login,board: which pages to score (all three by default). */
const PAGES = new Set((process.env.BENCH_LIGHTHOUSE_PAGES ?? 'driver,login,board').split(','));

interface Audit {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
  tti: number;
  /** Main-thread milliseconds by kind of work (Lighthouse's "Minimize main-thread work"). */
  work: Record<string, number>;
  /** Scripts by boot-up time (evaluation + parsing), the longest first. */
  scripts: { url: string; ms: number }[];
  /** The longest main-thread tasks (Lighthouse's "Avoid long main-thread tasks"), start and length. */
  longTasks: { url: string; start: number; ms: number }[];
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const auditOf = (lhr: Result): Audit => {
  const a = lhr.audits;
  const work = (a['mainthread-work-breakdown'].details as { items: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
  const long = (a['long-tasks'].details as { items: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
  const boot = (a['bootup-time'].details as { items: { url: string; total: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: a['total-blocking-time'].numericValue ?? NaN,
    fcp: a['first-contentful-paint'].numericValue ?? NaN,
    lcp: a['largest-contentful-paint'].numericValue ?? NaN,
    tti: a.interactive.numericValue ?? NaN,
    work: Object.fromEntries(work.map((w) => [w.groupLabel, w.duration])),
    scripts: boot
      .map((s) => ({ url: s.url.replace(/^https?:\/\/[^/]+/, ''), ms: s.total }))
      .sort((x, y) => y.ms - x.ms)
      .slice(0, 5),
    longTasks: long.slice(0, 8).map((t) => ({ url: t.url.replace(/^https?:\/\/[^/]+/, ''), start: t.startTime, ms: t.duration })),
  };
};

/** One Lighthouse run of `url` in a fresh Chromium whose storage holds `session` (none: signed out). */
async function audit(base: string, path: string, session: Session | null, desktop: boolean): Promise<Audit> {
  const profile = mkdtempSync(join(tmpdir(), 'ym-bench-lh-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (session) {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${base}/favicon.ico`);
      await page.evaluate((s) => {
        localStorage.setItem('userId', String(s.userId));
        localStorage.setItem('userType', String(s.userType));
        localStorage.setItem('accessToken', s.accessToken);
        localStorage.setItem('isRedirectToPasswordReset', 'false');
      }, session);
    }
    const flags: Flags = { port, onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', output: 'json' };
    const result = await lighthouse(`${base}${path}`, flags, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    return auditOf(result.lhr);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** RUNS audits of one page; the middle by score. */
async function middleAudit(base: string, path: string, session: Session | null, desktop: boolean): Promise<Audit> {
  const runs: Audit[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(base, path, session, desktop));
  console.log(
    `  ${path}${desktop ? ' (desktop)' : ''}: scores ${runs.map((r) => r.score).join(', ')}; TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms`,
  );
  return [...runs].sort((x, y) => x.score - y.score)[Math.floor((runs.length - 1) / 2)];
}

const ms = (n: number) => `${Math.round(n)} ms`;

const describe = (label: string, a: Audit) => {
  console.log(`${label}: performance ${a.score}, TBT ${ms(a.tbt)}, FCP ${ms(a.fcp)}, LCP ${ms(a.lcp)}, TTI ${ms(a.tti)}`);
  const work = Object.entries(a.work).sort((x, y) => y[1] - x[1]);
  console.log(`  main thread ${ms(work.reduce((s, [, v]) => s + v, 0))}: ${work.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
  console.log(`  long tasks: ${a.longTasks.map((t) => `${t.url} at ${ms(t.start)} ${ms(t.ms)}`).join(', ')}`);
  console.log(`  scripts' boot-up: ${a.scripts.map((s) => `${s.url} ${ms(s.ms)}`).join(', ')}`);
};

const sessionOf = async (base: string, username: string): Promise<Session> => {
  const { json } = await fetchJson(`${base}/api/Fleet/Authenticate`, postJson({ Username: username, Password: PASSWORD }));
  return { userId: json.data.user.id, userType: json.data.user.type, accessToken: json.data.accessToken };
};

/** The pages scored: a signed-in user's (null: signed out), the preset, the targets (TBT: none for the board). */
const PAGE_TARGETS = [
  {
    key: 'driver',
    label: "driver's missions /driver/home",
    path: '/driver/home',
    user: 'driver',
    desktop: false,
    score: PHONE_SCORE,
    tbt: PHONE_TBT_MS,
  },
  { key: 'login', label: 'login page /user/login', path: '/user/login', user: null, desktop: false, score: PHONE_SCORE, tbt: PHONE_TBT_MS },
  {
    key: 'board',
    label: "dispatcher's board /dispatch/mission",
    path: '/dispatch/mission',
    user: 'dispatcher',
    desktop: true,
    score: BOARD_SCORE,
    tbt: null,
  },
] as const;

export const lighthouseBench = (): Promise<Row[]> => withDemoWebApp(scorePages);

async function scorePages(base: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PAGE_TARGETS.filter((p) => PAGES.has(p.key))) {
    const session = page.user ? await sessionOf(base, page.user) : null;
    const a = await middleAudit(base, page.path, session, page.desktop);
    const preset = page.desktop ? 'desktop' : 'mobile';
    describe(`${page.label}, ${preset}`, a);
    rows.push([`${page.label}, Lighthouse ${preset}: performance`, a.score, page.score, a.score >= page.score]);
    if (page.tbt !== null) rows.push([`${page.label}: total blocking time (ms, at most)`, Math.round(a.tbt), page.tbt, a.tbt <= page.tbt]);
  }
  return rows;
}
