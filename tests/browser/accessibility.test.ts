// Accessibility (issue 13 §4): axe-core finds no serious or critical violation on any screen of any
// user type — every route of the admin's route table the type may open, the editors and histories
// its lists lead to, and its dialogs — in light and dark mode, at 1400 and 390 px; nor on the
// screens before login. One login per user type (tests/browser/axePages.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeSweep, DESKTOP, pathOf, patternOf, routeScreen, routesOf, settle, type Screen } from './axePages.js';
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
} from './pages.js';
import { waitGone } from './maintenancePages.js';

const suite = useBrowserSuite({ viewport: DESKTOP });
/** A user type's sweep: some 40 to 90 scans (about 40 s on a quiet machine, more when it is shared). */
const SWEEP_MS = 240_000;

/** The row buttons of a list that open another screen (a record's editor or history). */
const ROW_LINKS = ['Edit', 'Asset Manager', 'History'];
/**
 * Routes no screen leads to, opened by address: the lookup group editor ('Under-Construction',
 * maintenance §2; the Lookups screen's group rows have their Edit disabled).
 */
const BY_ADDRESS: Record<string, string> = { '/site/lookupgrp/edit/:id': '/site/lookupgrp/edit/1' };

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

/** The header's user options: Profile and Change Password. */
const userDialogs = (home: string): Screen[] =>
  ['Profile', 'Change Password'].map((item) =>
    dialogScreen(`${item} dialog`, async (page) => {
      await routeScreen(home).open(page);
      const menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: item }).click();
    }),
  );

/**
 * Sweeps everything a demo user may open: the plain routes of its type (menus, homes, lists), the
 * screens their rows lead to (found in the light pass, opened again by path in the dark one) and
 * the dialogs given; then fails on what axe found and on routes of the type no screen led to.
 */
async function sweepUser(login: string, dialogs: (home: string) => Screen[]): Promise<AxeSweep> {
  const { page } = suite;
  const who = DEMO_LOGINS[login];
  await loginAndLand(page, who);
  const patterns = routesOf(Number((await storedSession(page)).userType));
  const plain = patterns.filter((p) => !p.includes(':'));
  const byAddress = patterns.filter((p) => BY_ADDRESS[p]);
  const reached = new Map(byAddress.map((p) => [p, BY_ADDRESS[p]]));
  const sweep = new AxeSweep(page);

  /** A screen's tabs that change the address (a screen of their own: Search Contents) join the plain screens. */
  const followTabs = async (path: string) => {
    const tabs = await main(page).getByRole('tab', { selected: false }).all();
    for (const tab of tabs) {
      await tab.click();
      const now = pathOf(page);
      if (now !== path && !plain.includes(now)) plain.push(now);
      if (now !== path) await routeScreen(path).open(page);
    }
  };

  /** Follows the first row's buttons that lead to a route not reached yet (in an expanded row too), and sweeps each. */
  const followRows = async (list: string) => {
    for (const name of ROW_LINKS) {
      const expand = main(page).getByRole('button', { name: 'Expand', exact: true }).first();
      if (await expand.isVisible()) {
        await expand.click();
        await settle(page);
      }
      const button = main(page).getByRole('button', { name, exact: true, disabled: false }).first();
      if (!(await button.isVisible())) continue;
      await button.click();
      await page.waitForURL((url) => url.pathname + url.search !== list, { waitUntil: 'commit' });
      const path = new URL(page.url()).pathname;
      const pattern = patternOf(patterns, path);
      if (process.env.AXE_DEBUG) console.log(`row button ${name} of ${list} led to ${path} (${pattern})`);
      if (pattern?.includes(':') && !reached.has(pattern)) {
        reached.set(pattern, path);
        await sweep.sweep({ ...routeScreen(path), open: () => settle(page) });
      }
      await routeScreen(list).open(page);
    }
  };

  for (const dark of [false, true]) {
    await sweep.setDark(dark);
    // (the light pass adds to `plain` as it goes: the loop reads its length each time)
    for (let i = 0; i < plain.length; i++) {
      await sweep.sweep(routeScreen(plain[i]));
      if (!dark) await followTabs(plain[i]);
      if (!dark) await followRows(plain[i]);
    }
    for (const path of dark ? reached.values() : byAddress.map((p) => BY_ADDRESS[p])) await sweep.sweep(routeScreen(path));
    for (const dialog of dialogs(who.startPath)) await sweep.sweep(dialog);
  }
  await sweep.setDark(false);

  console.log(sweep.summary(login));
  const unreached = patterns.filter((p) => p.includes(':') && !reached.has(p));
  // routes of the user type that no screen led to were not swept
  expect({ findings: sweep.findings, unreached }).toEqual({ findings: [], unreached: [] });
  return sweep;
}

describe('accessibility of every screen (axe-core, serious and critical)', () => {
  it(
    'when a System Administrator opens every screen of the fleet area in light and dark at 1400 and 390 px, then axe finds no serious or critical violation',
    async () => {
      await sweepUser('sysadmin', userDialogs);
    },
    SWEEP_MS,
  );

  it(
    'when a Company Administrator opens every screen of the site area in both themes and widths, then axe finds no serious or critical violation',
    async () => {
      await sweepUser('siteadmin', userDialogs);
    },
    SWEEP_MS,
  );

  it(
    'when a Dispatch Manager opens every screen of the dispatch area and the repairs dialog in both themes and widths, then axe finds no serious or critical violation',
    async () => {
      await sweepUser('dispatcher', (home) => [
        ...userDialogs(home),
        dialogScreen('Repairs dialog', async (page) => {
          await routeScreen('/dispatch/assets').open(page);
          await main(page).getByRole('button', { name: 'Repairs', exact: true }).first().click();
        }),
      ]);
    },
    SWEEP_MS,
  );

  it(
    'when a Driver opens every screen of the driver area, a stage dialog and Park and Payload in both themes and widths, then axe finds no serious or critical violation',
    async () => {
      const stage = (button: string) =>
        dialogScreen(`${button} dialog`, async (page) => {
          await routeScreen('/driver/home').open(page);
          await main(page).getByRole('button', { name: button, exact: true }).first().click();
          await expectVisible(page.getByRole('dialog'));
        });
      await sweepUser('driver', (home) => [...userDialogs(home), stage('De-activate'), stage('Complete')]);
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
