// The board's first paint in `npm run bench`: Chromium (playwright-core, the browser tests' own
// launcher) opens a screen of the app with a session already in storage, as the client keeps it
// after a login (admin/src/account/session.ts), and the page itself notes the moment a row showing
// `marker` is first laid out, in its own clock: milliseconds from the navigation's start — and,
// given a `named` text (a name the row shows through a reference), when that row shows it too. Each run
// is a fresh browser context (nothing cached: a first visit); a reload in the same context then
// gives the figure of a return visit (the bundle cached).
import type { Browser } from 'playwright-core';
import { launchChromium, VIEWPORT } from '../../tests/browser/pages.js';

export interface Session {
  userId: number;
  userType: number;
  accessToken: string;
}

/** One page load, in milliseconds from its navigation's start (the page's own clock). */
export interface Paint {
  /** The top row laid out. */
  paint: number;
  /** The top row showing its names too (NaN without a `named` text). */
  named: number;
  /** The page's scripts loaded and run (DOMContentLoaded ended). */
  scriptsRun: number;
  /** The first API call sent. */
  firstCall: number;
  /** The list's call sent and answered. */
  listAsked: number;
  listAnswered: number;
  /** API calls made up to the paint. */
  calls: number;
}

export interface Paints {
  /** Each run: a fresh context, then the same reloaded. */
  cold: Paint[];
  warm: Paint[];
  error?: string;
}

/** How long one run may wait for the row. */
const WAIT_MS = 15_000;

/**
 * Runs in the page before its own scripts: the session, and a watch on every frame for the row.
 * A text, not a function: the bundler that runs this file names inner functions with a helper the
 * page does not have.
 */
const watch = (session: Session, marker: string, listCall: string, named?: string) => `(() => {
  const session = ${JSON.stringify(session)};
  const marker = ${JSON.stringify(marker)};
  const named = ${JSON.stringify(named ?? null)};
  localStorage.setItem('userId', String(session.userId));
  localStorage.setItem('userType', String(session.userType));
  localStorage.setItem('accessToken', session.accessToken);
  localStorage.setItem('isRedirectToPasswordReset', 'false');
  let seen = null;
  const look = () => {
    for (const row of document.querySelectorAll('tbody tr, [role="row"], .MuiCard-root'))
      if (row.textContent.includes(marker) && row.getBoundingClientRect().height > 0) {
        const at = performance.now();
        if (!seen) {
          const nav = performance.getEntriesByType('navigation')[0];
          const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'));
          const list = api.find((e) => e.name.includes(${JSON.stringify(listCall)}));
          seen = {
            paint: at,
            named: NaN,
            scriptsRun: nav.domContentLoadedEventEnd,
            firstCall: Math.min(...api.map((e) => e.startTime)),
            listAsked: list ? list.startTime : NaN,
            listAnswered: list ? list.responseEnd : NaN,
            calls: api.length,
          };
        }
        if (named === null || row.textContent.includes(named)) {
          if (named !== null) seen.named = at;
          window.boardPaint = seen;
          return;
        }
      }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function oneRun(
  browser: Browser,
  base: string,
  path: string,
  session: Session,
  marker: string,
  listCall: string,
  named?: string,
): Promise<[Paint, Paint]> {
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript({ content: watch(session, marker, listCall, named) });
    const page = await context.newPage();
    const painted = async () => {
      const seen = await page.waitForFunction(() => (window as unknown as { boardPaint?: Paint }).boardPaint, null, {
        timeout: WAIT_MS,
        polling: 50,
      });
      return (await seen.jsonValue()) as Paint;
    };
    await page.goto(path, { waitUntil: 'commit' });
    const cold = await painted();
    await page.reload({ waitUntil: 'commit' });
    return [cold, await painted()];
  } finally {
    await context.close();
  }
}

/**
 * `runs` measured loads of `path` (whose list is read by the call `listCall`) after one unmeasured
 * (the server's first answers warm its caches); with `named`, each also waits for the row to show it.
 */
export async function firstPaints(
  base: string,
  path: string,
  listCall: string,
  session: Session,
  marker: string,
  runs: number,
  named?: string,
): Promise<Paints> {
  const browser = await launchChromium();
  const out: Paints = { cold: [], warm: [] };
  try {
    for (let i = 0; i <= runs; i++) {
      const [cold, warm] = await oneRun(browser, base, path, session, marker, listCall, named);
      if (i === 0) continue;
      out.cold.push(cold);
      out.warm.push(warm);
    }
  } catch (err) {
    out.error = `no row showing "${marker}" at ${path} within ${WAIT_MS / 1000} s (${(err as Error).message.split('\n')[0]})`;
  } finally {
    await browser.close();
  }
  return out;
}

/** The middle value (the lower of the two middle ones); NaN when there is none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
