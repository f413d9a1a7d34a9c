// The board's first paint in `npm run bench`: Chromium (playwright-core, the browser tests' own
// launcher) opens a screen of the app with a session already in storage, as the client keeps it
// after a login (admin/src/auth/session.ts), and the page itself notes the moment a row showing
// `marker` is first laid out, in its own clock: milliseconds from the navigation's start. Each run
// is a fresh browser context (nothing cached: a first visit); a reload in the same context then
// gives the figure of a return visit (the bundle cached).
import type { Browser } from 'playwright-core';
import { launchChromium, VIEWPORT } from '../../tests/browser/pages.js';

export interface Session {
  userId: number;
  userType: number;
  accessToken: string;
}

export interface Paints {
  /** Milliseconds to the first row in each run: fresh context, then reloaded. */
  cold: number[];
  warm: number[];
  error?: string;
}

/** How long one run may wait for the row. */
const WAIT_MS = 15_000;

/** Runs in the page before its own scripts: the session, and a watch on every frame for the row. */
function watch({ session, marker }: { session: Session; marker: string }) {
  localStorage.setItem('userId', String(session.userId));
  localStorage.setItem('userType', String(session.userType));
  localStorage.setItem('accessToken', session.accessToken);
  localStorage.setItem('isRedirectToPasswordReset', 'false');
  const w = window as unknown as { boardPaintMs?: number };
  const look = () => {
    for (const row of document.querySelectorAll('tbody tr, [role="row"], .MuiCard-root'))
      if (row.textContent?.includes(marker) && row.getBoundingClientRect().height > 0) {
        w.boardPaintMs = performance.now();
        return;
      }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function oneRun(browser: Browser, base: string, path: string, session: Session, marker: string): Promise<[number, number]> {
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript(watch, { session, marker });
    const page = await context.newPage();
    const paint = async () => {
      await page.waitForFunction(() => (window as unknown as { boardPaintMs?: number }).boardPaintMs !== undefined, null, {
        timeout: WAIT_MS,
        polling: 50,
      });
      return page.evaluate(() => (window as unknown as { boardPaintMs: number }).boardPaintMs);
    };
    await page.goto(path, { waitUntil: 'commit' });
    const cold = await paint();
    await page.reload({ waitUntil: 'commit' });
    return [cold, await paint()];
  } finally {
    await context.close();
  }
}

/** `runs` measured runs of `path` after one unmeasured (the server's first answers warm its caches). */
export async function firstPaints(base: string, path: string, session: Session, marker: string, runs: number): Promise<Paints> {
  const browser = await launchChromium();
  const out: Paints = { cold: [], warm: [] };
  try {
    for (let i = 0; i <= runs; i++) {
      const [cold, warm] = await oneRun(browser, base, path, session, marker);
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

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
