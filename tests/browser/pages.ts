// Browser-test infrastructure: one Chromium (Debian's, through playwright-core) and one app on a
// fresh SQLite database per test file, a fresh browser context per test, and page helpers that
// find things the way a user does (labels, roles, visible text).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { fleet } from '../helpers/api.js';
import { createTestDatabase, DEMO_PASSWORD, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Wide enough for the desktop shell (mobile is under 850, operations §2). */
export const VIEWPORT = { width: 1280, height: 760 };
export const PHONE = { width: 390, height: 844 };
/** How long a screen may take to show what a test waits for. */
export const WAIT_MS = 10_000;
const FAILURE_DIR = join(tmpdir(), 'yardmaster-browser-failures');
/** The built admin the app serves; YM_ADMIN_DIST points the suite at another build (e.g. of a commit). */
export const ADMIN_DIST = resolve(process.env.YM_ADMIN_DIST ?? 'dist/admin');

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A demo login and what its start page shows (seed: server/seed/demoUsers.ts, demoCompanies.ts). */
export interface DemoLogin {
  login: string;
  displayName: string;
  startPath: string;
  /** The header title: the product title, or the area title with the display name (operations §2). */
  title: string;
  greeting: string;
  /** Drawer entries that must be there (only entries whose screen exists are shown). */
  menu: string[];
}

const product = 'Yardmaster';
const companyHome = (company: string) => `Welcome to ${company}`;
const welcome = (name: string) => `Welcome, ${name}`;
/**
 * A Driver starts on his missions, a Dispatch Manager on the board (operations §2 "Driver mission
 * list", "Dispatcher mission list"), each headed by its menu entry's name.
 */
const missions = 'Missions';

export const DEMO_LOGINS: Record<string, DemoLogin> = Object.fromEntries(
  (
    [
      ['sysadmin', 'Jordan Ellis', '/fleet/home', product, welcome('Jordan Ellis'), []],
      ['siteadmin', 'Karen Novak', '/site/home', product, companyHome('Great Lakes Freight'), []],
      ['dispatcher', 'Marcus Bell', '/dispatch/mission', 'Dispatch Manager - Marcus Bell', missions, ['Missions']],
      ['driver', 'Tony Russo', '/driver/home', 'Operator - Tony Russo', missions, ['Missions']],
      ['siteadmin2', 'Denise Carter', '/site/home', product, companyHome('Sunbelt Logistics'), []],
      ['dispatcher2', 'Raj Patel', '/dispatch/mission', 'Dispatch Manager - Raj Patel', missions, ['Missions']],
      ['driver3', 'Luis Hernandez', '/driver/home', 'Operator - Luis Hernandez', missions, ['Missions']],
      ['driver2', 'Angela Brooks', '/driver/home', 'Operator - Angela Brooks', missions, ['Missions']],
    ] as const
  ).map(([login, displayName, startPath, title, greeting, menu]) => [
    login,
    { login, displayName, startPath, title, greeting, menu: [...menu] },
  ]),
);

export interface BrowserSuite {
  readonly db: TestDatabase;
  readonly app: TestApp;
  readonly browser: Browser;
  /** The page of the running test (a fresh browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly api: ReturnType<typeof fleet>;
  /** What went wrong on the running test's page so far: page errors, console errors, answers of 400 and above. */
  readonly errors: readonly string[];
}

/**
 * Registers the hooks of a browser test file: the app on a fresh SQLite database with the demo
 * data and Chromium for the whole file, a fresh context and page per test. A failing test leaves
 * a screenshot and the page's errors in the temp folder.
 */
/** A browser on a fresh app for a test file; `viewport` for the phone-sized screens (390 × 844). */
export function useBrowserSuite(
  opts: { viewport?: { width: number; height: number }; app?: Omit<Parameters<typeof startTestApp>[1], 'adminDist'> } = {},
): BrowserSuite {
  let db: TestDatabase | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (used outside a test?)`);
    return value;
  };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    app = await startTestApp(db, { ...opts.app, adminDist: ADMIN_DIST });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
  });

  let errors: string[] = [];
  let cspViolations: string[] = [];
  beforeEach(async () => {
    cspViolations = [];
    context = await need(browser, 'the browser').newContext({
      baseURL: need(app, 'the app').baseUrl,
      viewport: opts.viewport ?? VIEWPORT,
      locale: 'en-US',
    });
    context.setDefaultTimeout(WAIT_MS);
    page = await context.newPage();
    const seen: string[] = (errors = []);
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console: ${message.text()}`);
      // Chromium reports each Content-Security-Policy violation as a console error; every test fails on one.
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page?.url()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) seen.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  });
  afterEach(async (test) => {
    // afterEach runs before onTestFailed, while the page is still open
    if (page && test.task.result?.state === 'fail') {
      mkdirSync(FAILURE_DIR, { recursive: true });
      const file = join(FAILURE_DIR, `${test.task.name.replace(/[^a-z0-9]+/gi, '_').slice(0, 100)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`[browser] ${test.task.name}\n  at ${page.url()}\n  screenshot ${file}${errors.map((e) => `\n  ${e}`).join('')}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
    expect(cspViolations, 'Content-Security-Policy violations on the screens visited').toEqual([]);
  });

  return {
    get db() {
      return need(db, 'the database');
    },
    get app() {
      return need(app, 'the app');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get context() {
      return need(context, 'the browser context');
    },
    get page() {
      return need(page, 'the page');
    },
    get api() {
      return fleet(need(app, 'the app'));
    },
    get errors() {
      return errors;
    },
  };
}

/** The page of the running test has shown no page error, console error or failed answer (4xx/5xx). */
export function expectNoPageErrors(suite: BrowserSuite): void {
  expect(suite.errors, 'errors on the page').toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Waiting assertions (playwright-core has no expect of its own)

/** Waits until the page is on `path` (pathname only; the query is not compared). */
export async function expectOnPath(page: Page, path: string, timeout = WAIT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the page to be on ${path}, but it is on ${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  }
}

/** Waits until the locator shows; the error names what was expected. */
export async function expectVisible(locator: Locator, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${locator}, but it did not show within ${timeout} ms`);
  }
}

/**
 * Waits until `path` is the page's path and its screen (`shown`) is rendered: the guard decides
 * before a screen renders, so a redirect would have happened by then.
 */
export async function expectStaysOnPath(page: Page, path: string, shown: Locator): Promise<void> {
  await expectOnPath(page, path);
  await expectVisible(shown);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** The page fits the screen's width: nothing scrolls sideways (the phone layouts, 390 px). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  // polled: right after the viewport narrows, the layout may not have followed yet (a screen
  // re-laid out by a media query on React's next render; 1304 px on a 390 px screen once in CI)
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: 'the page is wider than the screen (px over)' }).toBeLessThanOrEqual(0);
}

// ---------------------------------------------------------------------------------------------
// Screens

export const usernameField = (page: Page) => page.getByLabel(/^Username/);
export const passwordField = (page: Page) => page.getByLabel(/^Password/);
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
/** The messages of a refused login, shown above the Login button. */
export const loginMessage = (page: Page) => page.getByRole('alert').filter({ hasText: 'Invalid Username or Password' });

/** Opens the login screen and submits the credentials; the caller asserts where that leads. */
export async function loginAs(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await submitLogin(page, user, password);
}

/** Fills and submits the login form already on screen. */
export async function submitLogin(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await usernameField(page).fill(user);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Waits for a demo user's start page inside their shell: greeting, header title, user menu and drawer. */
export async function expectStartPage(page: Page, who: DemoLogin): Promise<void> {
  await expectVisible(page.getByRole('heading', { name: who.greeting, exact: true }));
  await expectOnPath(page, who.startPath);
  const header = page.getByRole('banner');
  await expectVisible(header.getByText(who.title, { exact: true }));
  await expectVisible(userMenuButton(page).filter({ hasText: who.displayName }));
  await expectVisible(darkModeToggle(page));
  for (const entry of who.menu) await expectVisible(page.getByRole('menuitem', { name: entry }));
}

/** Logs a demo user in and waits for their start page. */
export async function loginAndLand(page: Page, who: DemoLogin, password = DEMO_PASSWORD): Promise<void> {
  await loginAs(page, who.login, password);
  await expectStartPage(page, who);
}

export const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'User menu' });
export const darkModeToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode' });

/** Opens the header's user options (Profile, Change Password, Logout). */
export async function openUserMenu(page: Page): Promise<Locator> {
  await userMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expectVisible(menu.getByRole('menuitem', { name: 'Logout' }));
  return menu;
}

/** Logs out through the user menu and waits for the login screen. */
export async function logout(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expectOnPath(page, '/user/login');
  await expectVisible(loginButton(page));
}

/** The four session values the client keeps in localStorage (admin/src/account/session.ts). */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    userId: localStorage.getItem('userId'),
    userType: localStorage.getItem('userType'),
    accessToken: localStorage.getItem('accessToken'),
    isRedirectToPasswordReset: localStorage.getItem('isRedirectToPasswordReset'),
  }));
}

/** Client-side navigation, as a link inside the app would do it (no reload). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The computed background colour of the page body as [r, g, b]. */
export async function bodyBackground(page: Page): Promise<[number, number, number]> {
  const css = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const match = css.match(/\d+(\.\d+)?/g);
  if (!match || match.length < 3) throw new Error(`unexpected background colour ${css}`);
  return [Number(match[0]), Number(match[1]), Number(match[2])];
}

/** Relative luminance, 0 (black) to 1 (white). */
export const luminance = ([r, g, b]: [number, number, number]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** The answer that opens the page's live-update stream (GET /api/Fleet/Events): set up before the page loads. */
export const liveStreamOpened = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Fleet/Events' && r.status() === 200);

/** Counts, from now on, the page's POSTs of a Fleet call (`call`: 'Missions/Filtered'); answers the count so far. */
export function countPosts(page: Page, call: string): () => number {
  let count = 0;
  page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === `/api/Fleet/${call}` && count++));
  return () => count;
}

/** The labels of the lines of the page's cards that show nothing (neither text nor an icon, as a ✓ or ✗ is). */
export const blankCardLines = (page: Page) =>
  page
    .getByTestId('card-lines')
    .evaluateAll((grids) =>
      grids.flatMap((grid) =>
        [...grid.children]
          .filter((value, i) => i % 2 === 1 && !(value as HTMLElement).innerText.trim() && !value.querySelector('svg'))
          .map((value) => (value.previousElementSibling as HTMLElement).innerText),
      ),
    );
