// Accessibility (issue 13 §4): axe-core finds no serious or critical violation on any screen of any
// user type — every route of the admin's route table the type may open, the editors and histories
// its lists lead to, and its dialogs — in light and dark mode, at 1400 and 390 px; nor on the
// screens before login. One login per user type (tests/browser/axePages.ts). A screen several
// areas show (the asset list, the user editor) is swept once, by the first type that opens it;
// every type's start page and dialogs are its own (sweepPlan).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeSweep, DESKTOP, routeScreen, ScreenWalk, settle, sweepPlan, type Screen } from './axePages.js';
import { UserType } from '../../schemas/enums.js';
import { hiddenColumns } from './columnLayout.js';
import { setUser } from '../helpers/demo.js';
import { outboxSnapshot, resetLinkPath, waitForMail } from '../helpers/outbox.js';
import {
  DEMO_LOGINS,
  expectOnPath,
  expectVisible,
  loginAndLand,
  loginAs,
  navigateInApp,
  openUserMenu,
  storedSession,
  useBrowserSuite,
  WAIT_MS,
} from './pages.js';
import { waitGone } from './maintenancePages.js';

const suite = useBrowserSuite({ viewport: DESKTOP });
/**
 * The four user types' sweeps, run at once: some 40 to 90 scans each (about 40 s apiece on a quiet
 * machine; 240 s was not enough for all four on a slower 2-core build machine, where the whole
 * browser project took 20 minutes, and 600 s not enough beside another browser file on a machine
 * whose Chromium ran pages 2.5x slower than the one before it).
 */
const SWEEP_MS = 1_200_000;

const main = (page: Page) => page.locator('main');

/** A dialog opened by `open` and closed by its Cancel or Close (or Escape). */
const dialogScreen = (name: string, open: (page: Page) => Promise<void>): Screen => ({
  name,
  open: async (page) => {
    await open(page);
    await settle(page);
  },
  close: async (page) => {
    const dialog = page.getByRole('dialog');
    const cancel = dialog.getByRole('button', { name: /^(Cancel|Close)$/ });
    if (await cancel.count()) await cancel.first().click();
    else await page.keyboard.press('Escape');
    await waitGone(dialog);
  },
});

/** The header's user options: Profile and Change Password, and those a user type adds (the driver's Notifications). */
const userDialogs = (home: string, more: string[] = []): Screen[] =>
  ['Profile', 'Change Password', ...more].map((item) =>
    dialogScreen(`${item} dialog`, async (page) => {
      await routeScreen(home).open(page);
      const menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: item }).click();
    }),
  );

/**
 * What a user type's sweep found: axe's findings, the tables whose columns hide at 1400 px with no
 * scroll cue (issue 29 §12, columnLayout.ts, checked on the sweep's own visit of each screen), and
 * the routes of the type no screen led to (not swept).
 */
interface UserSweep {
  login: string;
  findings: string[];
  hidden: string[];
  unreached: string[];
}

/**
 * Sweeps everything a demo user may open, on a page of its own: the plain routes of its type
 * (menus, homes, lists), the screens their rows lead to (found in the light pass, opened again by
 * path in the dark one) and the dialogs given.
 */
async function sweepUser(
  page: Page,
  [login, userType, dialogs]: SweptUser,
  routes: string[],
  turn: LoginTurn,
  generic: Set<string>,
): Promise<UserSweep> {
  const who = DEMO_LOGINS[login];
  // a fresh context's first load while the other sweeps scan: on a loaded CI machine the login
  // form of the last one took over 10 s to show once
  page.setDefaultTimeout(30_000);
  await turn(() => loginAndLand(page, who));
  page.setDefaultTimeout(WAIT_MS);
  expect(Number((await storedSession(page)).userType)).toBe(userType);
  const walk = new ScreenWalk(page, routes, generic);
  const hidden: string[] = [];
  const sweep = new AxeSweep(page, async (where) => void hidden.push(...(await hiddenColumns(page, where))));
  for (const dark of [false, true]) {
    await sweep.setDark(dark);
    await walk.walk((screen) => sweep.sweep(screen));
    for (const dialog of dialogs(who.startPath)) await sweep.sweep(dialog);
  }
  await sweep.setDark(false);

  console.log(sweep.summary(login));
  return { login, findings: sweep.findings, hidden, unreached: walk.unreached };
}

/**
 * Runs the four logins one after another. Each is a fresh context's first load of the app; four
 * at once beside another browser file, on a machine whose Chromium ran 2.5x slower, left the login
 * form unshown after 10 s for all four (a failed CI). The sweeps themselves still run at once.
 */
type LoginTurn = (login: () => Promise<void>) => Promise<void>;
function loginTurns(): LoginTurn {
  let previous: Promise<unknown> = Promise.resolve();
  return (login) => {
    const mine = previous.catch(() => undefined).then(login);
    previous = mine;
    return mine;
  };
}

/** The dispatcher's dialogs beyond the user menu: an asset's repairs, and the gate's Check In and Check Out. */
const dispatcherDialogs = (home: string) => [
  ...userDialogs(home),
  dialogScreen('Repairs dialog', async (page) => {
    await routeScreen('/dispatch/assets').open(page);
    await main(page).getByRole('button', { name: 'Repairs', exact: true }).first().click();
  }),
  ...['Check In', 'Check Out'].map((button) =>
    dialogScreen(`${button} dialog`, async (page) => {
      await routeScreen('/dispatch/gate').open(page);
      await main(page).getByRole('button', { name: button, exact: true }).first().click();
      await expectVisible(page.getByRole('dialog'));
    }),
  ),
];

/** The Company Administrator's: a list's CSV import (issue 34), on the carriers'. */
const siteAdminDialogs = (home: string) => [
  ...userDialogs(home),
  dialogScreen('Import dialog', async (page) => {
    await routeScreen('/site/carriers').open(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(page.getByRole('dialog'));
  }),
];

/** The driver's: Notifications (web push, issue 34), a stage's confirmation and Park and Payload (Complete). */
const driverDialogs = (home: string) => [
  ...userDialogs(home, ['Notifications']),
  ...['De-activate', 'Complete'].map((button) =>
    dialogScreen(`${button} dialog`, async (page) => {
      await routeScreen('/driver/home').open(page);
      await main(page).getByRole('button', { name: button, exact: true }).first().click();
      await expectVisible(page.getByRole('dialog'));
    }),
  ),
];

/** A demo login, its user type and its dialogs; a screen of several areas is swept by the first type here that opens it. */
type SweptUser = [string, number, (home: string) => Screen[]];
// (in this order the four sweeps take about as long each: they run at once, and the longest is the test's)
const USERS: SweptUser[] = [
  ['dispatcher', UserType.DispatchManager, dispatcherDialogs],
  ['siteadmin', UserType.SiteAdmin, siteAdminDialogs],
  ['driver', UserType.Driver, driverDialogs],
  ['sysadmin', UserType.SysAdmin, (home) => userDialogs(home)],
];

describe('accessibility of every screen (axe-core, serious and critical)', () => {
  it(
    'when each user type (System Administrator, Company Administrator, Dispatch Manager, Driver) opens every screen of its area, its dialogs and the screens its lists lead to, in light and dark at 1400 and 390 px, then axe finds no serious or critical violation, no table at 1400 px hides columns with no scroll cue, and no route of the type is left unswept',
    async () => {
      // the four users at once, each on a page of its own (CI time: the sweep is the slowest browser test)
      const turn = loginTurns();
      const generic = new Set<string>();
      const plan = sweepPlan(USERS.map(([login, userType]) => ({ userType, startPath: DEMO_LOGINS[login].startPath })));
      const outcomes = await Promise.allSettled(
        USERS.map(async (user, i) => {
          const [login] = user;
          const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport: DESKTOP, locale: 'en-US' });
          context.setDefaultTimeout(WAIT_MS);
          const page = await context.newPage();
          try {
            return await sweepUser(page, user, plan[i], turn, generic);
          } catch (error) {
            throw new Error(`${login} at ${page.url()}: ${(error as Error).message}`);
          } finally {
            await context.close();
          }
        }),
      );
      const results = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)));
      expect(results).toEqual(USERS.map(([login]) => ({ login, findings: [], hidden: [], unreached: [] })));
    },
    SWEEP_MS,
  );

  it('when the screens around login are opened at both widths (login, Forgot Password, the reset page of its e-mail and Password Expired: light, the only theme outside the shell), then axe finds no serious or critical violation', async () => {
    const { page, app, api, db } = suite;
    const sweep = new AxeSweep(page);
    const forgot = dialogScreen('Forgot Password dialog', async (p) => {
      await p.getByRole('button', { name: 'Forgot password?' }).click();
    });
    const before = outboxSnapshot(db);
    await api.call('POST', '/ForgotPasswordRequest', { body: { username: 'driver2' } });
    const resetPage = resetLinkPath(await waitForMail(db, before));
    // outside the shell there is no dark mode (no user, or no header to follow his): light only
    await page.goto('/user/login');
    await sweep.here('login');
    await sweep.sweep(forgot);
    await navigateInApp(page, resetPage);
    await sweep.here('forgot password reset');

    // Password Expired, after a login that must change the password (outside the shell: light too)
    await setUser(app.ctx, 'driver2', { forcePWDChange: true });
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'driver2');
    await expectOnPath(page, '/user/pwdreset');
    await sweep.here('password expired');

    console.log(sweep.summary('before login'));
    expect(sweep.findings).toEqual([]);
  });
});
