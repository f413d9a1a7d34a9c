// The accessibility sweep (issue 13 §4): axe-core on every screen a user type may open, in light
// and dark mode, at 1400 and 390 px, keeping only serious and critical violations. The screens come
// from the admin's own route table (admin/src/routing/routes.ts, the one the router, the guards
// and the menus read), so a screen added to it is swept without touching this file; a screen
// behind a parameter (an editor, a history) is reached through the screen that opens it, and a
// route no one reaches is itself a finding (ScreenWalk, which the list layout check walks too).
// One page per user: the width changes with setViewportSize and the theme with the header's
// 'Toggle dark mode' button, never a new login.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { matchPath } from 'react-router';
import { appRoutes, canOpen, routeOf } from '../../admin/src/routing/routes.js';
import { darkModeToggle, expectVisible, navigateInApp, WAIT_MS } from './pages.js';

export const DESKTOP = { width: 1400, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The violations that fail the sweep (axe's impacts: minor, moderate, serious, critical). */
const FAILING = new Set(['serious', 'critical']);
/** What a change of theme can change: colours (the markup is the same in both themes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The in-shell routes a user type may open (`/fleet/asset/audit/:id`). */
const inShellOf = (userType: number) => appRoutes.filter((r) => r.inShell && canOpen(r, userType) && !r.path.includes(':entity'));

/** The in-shell routes a user type may open, as patterns. */
export const routesOf = (userType: number): string[] => inShellOf(userType).map((r) => r.path);

/**
 * The routes each user type sweeps, as patterns: a screen shown in several areas (the asset list
 * at /fleet/assets, /site/assets and /dispatch/assets is one component, its rows' buttons aside) is
 * swept by the first type of `types` that may open it, and every type sweeps its start page, so each
 * area's shell (header, menu) is swept too. The same screen swept four times cost CI a quarter of an
 * hour on a slow machine and found nothing the first sweep had not.
 */
export function sweepPlan(types: { userType: number; startPath: string }[]): string[][] {
  const swept = new Set<unknown>();
  return types.map(({ userType, startPath }) =>
    inShellOf(userType)
      .filter((r) => {
        const mine = !swept.has(r.screen) || matchPath({ path: r.path, end: true }, startPath) !== null;
        swept.add(r.screen);
        return mine;
      })
      .map((r) => r.path),
  );
}

/** The route pattern a concrete path belongs to, among `patterns`. */
export const patternOf = (patterns: string[], path: string) => patterns.find((p) => matchPath({ path: p, end: true }, path) !== null);

/** The API calls each page has under way (the live-update stream, always open, aside). */
const underWay = new WeakMap<Page, Set<Request>>();

/** Counts a page's API calls from now on, for `settle`. */
export function followCalls(page: Page): void {
  const calls = new Set<Request>();
  underWay.set(page, calls);
  const isCall = (r: Request) => {
    const path = new URL(r.url()).pathname;
    return path.startsWith('/api/') && !path.endsWith('/Events');
  };
  page.on('request', (r) => isCall(r) && calls.add(r));
  page.on('requestfinished', (r) => calls.delete(r));
  page.on('requestfailed', (r) => calls.delete(r));
}

/**
 * Waits until a screen has drawn what it loads: its heading (a dialog's or the page banner's), no
 * API call under way (react-admin draws nothing for the first second of a slow list), no spinner,
 * no transition under way (a fading dialog would be measured half transparent).
 */
export async function settle(page: Page): Promise<void> {
  await expectVisible(page.locator('[role="dialog"] h2, main h1, h1'));
  const calls = underWay.get(page);
  const deadline = Date.now() + WAIT_MS;
  // a call's answer may start another (the schemas, then the list): quiet twice in a row
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    quiet = calls?.size ? 0 : quiet + 1;
  }
  await stillness(page);
}

/** No progress bar, and no transition or finite animation running (a toast fading in or out). */
async function stillness(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="progressbar"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: WAIT_MS, polling: 50 },
  );
}

/**
 * Counts, from now, the transitions and animations that start in the page. A toast that comes or
 * goes while axe reads the page is read half-faded (1.27:1 against 4.5:1 once, on a slow machine):
 * such a scan is taken again once the page is still.
 */
const watchMotion = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { ymMotions?: number };
    if (w.ymMotions === undefined)
      for (const type of ['transitionrun', 'animationstart'])
        document.addEventListener(type, () => void (w.ymMotions = (w.ymMotions ?? 0) + 1), true);
    w.ymMotions = 0;
  });
const motions = (page: Page) => page.evaluate(() => (window as unknown as { ymMotions?: number }).ymMotions ?? 0);

/** The serious and critical violations on the page now, one line per element, each naming where. */
export async function axeFindings(page: Page, where: string, coloursOnly = false): Promise<string[]> {
  // legacy mode: axe.run in the page itself; the default opens a blank page per scan to merge the
  // frames' results, and the admin has no frames
  const scan = async () => {
    const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    if (coloursOnly) builder.withRules(COLOUR_RULES);
    await watchMotion(page);
    return (await builder.analyze()).violations;
  };
  let violations = await scan();
  for (let again = 0; again < 2 && (await motions(page)) > 0; again++) {
    await stillness(page);
    violations = await scan();
  }
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
      ),
    );
}

/** A screen to sweep: how to open it from anywhere in the shell (it then settles). */
export interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Back to a plain screen (a dialog's Cancel). */
  close?: (page: Page) => Promise<void>;
}

/** A route's screen, opened inside the app (no reload). */
export const routeScreen = (path: string): Screen => ({
  name: path,
  open: async (page) => {
    await navigateInApp(page, path);
    await page.waitForURL((url) => url.pathname + url.search === path, { waitUntil: 'commit' });
    await settle(page);
  },
});

/** What a sweep found, and what it cost (the CI budget of the whole sweep is 3 minutes). */
export class AxeSweep {
  readonly findings: string[] = [];
  scans = 0;
  scanMs = 0;
  private dark = false;
  private width = DESKTOP.width;

  /**
   * `atDesktop`: a check of a screen as it is at 1400 px in light mode (its tables' columns, by
   * listLayout), run on the sweep's own visit rather than on a walk of its own.
   */
  constructor(
    private readonly page: Page,
    private readonly atDesktop?: (where: string) => Promise<void>,
  ) {
    followCalls(page);
  }

  private async scan(where: string): Promise<void> {
    const started = Date.now();
    // The pointer out of the way first: left where the last click was (a menu button, before the
    // window narrowed), it hovered whatever the new layout put there, and a tooltip fading in was
    // measured half transparent (1.65:1 on /site/lookups at 390 px). Moved off, a tooltip fades
    // out, and settle waits for that.
    await this.page.mouse.move(0, 0);
    await settle(this.page);
    const mode = `${this.dark ? 'dark' : 'light'} ${this.width}px`;
    // the markup is the same in both themes: in the dark only the colours are measured again
    this.findings.push(...(await axeFindings(this.page, `${where} (${mode})`, this.dark)));
    this.scans++;
    this.scanMs += Date.now() - started;
    if (process.env.AXE_DEBUG) console.log(`${new Date().toISOString().slice(11, 23)} ${where} (${mode}) ${Date.now() - started} ms`);
  }

  /**
   * Changes the width. The shell keeps its drawer's open state across widths, and on a phone an
   * open drawer is a modal that hides the whole app from assistive technology (react-admin opens
   * it, unseen, when a desktop window with the menu open becomes narrow). So the menu is closed
   * with its button before the window narrows, as a phone user finds it, and opened again on the
   * desktop, as a desktop user finds it.
   */
  private async resize(size: { width: number; height: number }): Promise<void> {
    if (this.width === size.width) return;
    const { page } = this;
    const menuButton = (name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });
    if (size === PHONE && (await menuButton('Close menu').isVisible())) await menuButton('Close menu').click();
    await page.setViewportSize(size);
    this.width = size.width;
    if (size === DESKTOP && (await menuButton('Open menu').isVisible())) await menuButton('Open menu').click();
  }

  private otherWidth() {
    return this.width === DESKTOP.width ? PHONE : DESKTOP;
  }

  /**
   * Scans a screen at the current width, then at the other one (so widths alternate, never reset).
   * A route's screen is opened once and follows the width; a dialog is closed before the width
   * changes and opened again (a modal open across the change would be left hidden by the drawer's).
   */
  async sweep(screen: Screen): Promise<void> {
    const { page } = this;
    await screen.open(page);
    await this.scan(screen.name);
    const checkDesktop = async () => {
      if (this.atDesktop && !screen.close && !this.dark && this.width === DESKTOP.width) await this.atDesktop(screen.name);
    };
    await checkDesktop();
    if (screen.close) {
      await screen.close(page);
      await this.resize(this.otherWidth());
      await screen.open(page);
      await this.scan(screen.name);
      await screen.close(page);
    } else {
      await this.resize(this.otherWidth());
      await settle(page);
      await this.scan(screen.name);
      await checkDesktop();
    }
  }

  /** Switches the theme with the header's button (at the desktop width: a phone's header hides when the page scrolls). */
  async setDark(dark: boolean): Promise<void> {
    if (this.dark === dark) return;
    await this.resize(DESKTOP);
    await darkModeToggle(this.page).click();
    await expectVisible(this.page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode', pressed: dark }));
    this.dark = dark;
  }

  /**
   * The theme a screen outside the shell shows (no header, no toggle): the one the user before
   * left, or the user's own (the password reset page loads the user).
   */
  themeIs(dark: boolean): void {
    this.dark = dark;
  }

  /** Scans the page as it is (a screen outside the shell: login, password reset). */
  async here(name: string): Promise<void> {
    await settle(this.page);
    await this.scan(name);
    await this.resize(this.otherWidth());
    await settle(this.page);
    await this.scan(name);
  }

  summary(who: string): string {
    return `${who}: ${this.scans} axe scans in ${(this.scanMs / 1000).toFixed(1)} s, ${this.findings.length} serious/critical`;
  }
}

/** The row buttons of a list that open another screen (a record's editor or history). */
const ROW_LINKS = ['Edit', 'Asset Manager', 'History'];
/** How long a list's rows may take to show after its screen has settled. */
const ROWS_MS = 3_000;
/**
 * Routes no row button named in ROW_LINKS leads to, opened by address: the lookup group editor ('Under-Construction',
 * maintenance §2: the Lookups screen's group rows have their Edit disabled), and a lookup's editor,
 * whose Edit is in the panel a click on a group's row opens (the demo's first lookup, of group 1).
 */
const BY_ADDRESS: Record<string, string> = {
  '/site/lookupgrp/edit/:id': '/site/lookupgrp/edit/1',
  '/fleet/lookup/edit/:id/:groupId': '/fleet/lookup/edit/1/1',
  '/site/lookup/edit/:id/:groupId': '/site/lookup/edit/1/1',
  // a yard check's walk (issue 33): its list's rows open it with a button named for the check, not
  // one of ROW_LINKS; the demo's first check (Chicago's parking rows) is at a site all three reach
  '/dispatch/yardcheck/:id': '/dispatch/yardcheck/1',
  '/site/yardcheck/:id': '/site/yardcheck/1',
  '/driver/yardcheck/:id': '/driver/yardcheck/1',
};

const main = (page: Page) => page.locator('main');

/**
 * Every screen a user type may open, as a user finds them: the plain routes of its type (menus,
 * homes, lists), the tabs of a screen that change the address (Search Contents), the screens the
 * first row's buttons of each list lead to (an editor, a history), the routes no row leads to by
 * address, and each editor's other tabs. The first walk finds them; a later one opens what the
 * first found by path.
 */
export class ScreenWalk {
  private readonly plain: string[];
  private readonly byAddress: string[];
  private readonly reached: Map<string, string>;
  private walked = false;

  /**
   * `generic`: the lists of entities added by a schema file alone (x-menu: the carriers), which the
   * route table knows only as /<area>/:entity, found in the drawer's menu and swept once among all
   * the walks sharing the set (by their last segment, the entity's x-rest), by whichever walk finds
   * one first. They are the generated list every module list also is: one visit each is enough.
   */
  constructor(
    private readonly page: Page,
    private readonly patterns: string[],
    private readonly generic = new Set<string>(),
  ) {
    this.plain = patterns.filter((p) => !p.includes(':'));
    this.byAddress = patterns.filter((p) => BY_ADDRESS[p]);
    this.reached = new Map(this.byAddress.map((p) => [p, BY_ADDRESS[p]]));
  }

  /** The routes of the type behind a parameter that no screen led to (after the first walk). */
  get unreached(): string[] {
    return this.patterns.filter((p) => p.includes(':') && !this.reached.has(p));
  }

  /** Visits every screen, each opened by `visit` through the screen's `open`. */
  async walk(visit: (screen: Screen) => Promise<void>): Promise<void> {
    const first = !this.walked;
    if (first) await this.addGenericLists();
    // (the first walk adds to `plain` as it goes: the loop reads its length each time)
    for (let i = 0; i < this.plain.length; i++) {
      await visit(routeScreen(this.plain[i]));
      if (first) await this.followTabs(this.plain[i]);
      if (first) await this.followRows(this.plain[i], visit);
    }
    // A route still unreached after the first pass: a row button that showed late, or a click that
    // timed out, on a loaded machine (the asset list's History once more, a failed CI). The lists
    // are followed once again; on a quiet run nothing is left and this costs nothing.
    if (first && this.unreached.length)
      for (const list of this.plain) {
        await routeScreen(list).open(this.page);
        await this.followRows(list, visit);
      }
    for (const path of first ? this.byAddress.map((p) => BY_ADDRESS[p]) : this.reached.values()) {
      await visit(routeScreen(path));
      await this.visitTabs(path, visit);
    }
    this.walked = true;
  }

  /** The drawer's entries that open a schema-only list not swept by another walk yet. */
  private async addGenericLists(): Promise<void> {
    const entries = this.page.locator('a[role="menuitem"][href]');
    for (const href of await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      const path = new URL(href, 'http://app').pathname;
      const rest = path.split('/').at(-1)!;
      if (!routeOf(path)?.path.endsWith('/:entity') || this.generic.has(rest)) continue;
      this.generic.add(rest);
      this.plain.push(path);
    }
  }

  /** A screen's tabs that change the address (a screen of their own: Search Contents) join the plain screens. */
  private async followTabs(path: string): Promise<void> {
    const { page } = this;
    const tabs = main(page).getByRole('tab');
    for (let t = 0; t < (await tabs.count()); t++) {
      const tab = tabs.nth(t);
      if ((await tab.getAttribute('aria-selected')) === 'true') continue;
      await tab.click();
      // the tab's own address, read in the page once it shows as chosen: page.url() follows a
      // same-document navigation only when its event reaches playwright, so right after the click
      // it may still give the old address (and the rows of the tab left would be followed)
      await tab.and(page.locator('[aria-selected="true"]')).waitFor();
      const now = await page.evaluate(() => location.pathname + location.search);
      if (now !== path && !this.plain.includes(now)) this.plain.push(now);
      if (now !== path) await routeScreen(path).open(page);
    }
  }

  /** A screen's other tabs (an editor's: Personal Information, Site Access…), each visited as a screen of its own. */
  private async visitTabs(path: string, visit: (screen: Screen) => Promise<void>): Promise<void> {
    const tabs = main(this.page).getByRole('tab');
    for (let t = 0; t < (await tabs.count()); t++) {
      const tab = tabs.nth(t);
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isEnabled())) continue;
      const name = `${path} (${(await tab.innerText()).trim()} tab)`;
      await visit({ name, open: async (p) => (await tab.click(), settle(p)) });
    }
  }

  /** Follows the first row's buttons that lead to a route not reached yet, and visits each. */
  private async followRows(list: string, visit: (screen: Screen) => Promise<void>): Promise<void> {
    const { page, patterns } = this;
    const rowLink = main(page).getByRole('button', { name: new RegExp(`^(${ROW_LINKS.join('|')})$`) });
    // the rows may come a moment after the screen settles (a lazy screen's code): a list without such buttons costs this wait once
    if (
      !(await rowLink
        .first()
        .waitFor({ timeout: ROWS_MS })
        .then(
          () => true,
          () => false,
        ))
    )
      return;
    const rowButton = (name: string) => main(page).getByRole('button', { name, exact: true, disabled: false }).first();
    // The list's row buttons, named once while its rows show: back on the list after following one,
    // the next is waited for as long as any screen's content (WAIT_MS). Looked for again within
    // ROWS_MS instead, a list whose rows came back late on a loaded machine left a route unreached
    // (the asset list's History: /dispatch/asset/audit/:id, a failed CI).
    const names: string[] = [];
    for (const name of ROW_LINKS) if (await rowButton(name).isVisible()) names.push(name);
    for (const [i, name] of names.entries()) {
      const button = rowButton(name);
      if (i > 0) await button.waitFor();
      // The button seen may be the editor's, still shown while the list replaces it (an editor with a
      // History button of its own: the mission's) and gone before the click: the list's own takes
      // the second try.
      const click = () =>
        button.click({ timeout: ROWS_MS }).then(
          () => true,
          () => false,
        );
      if (!(await click()) && !(await button.waitFor().then(click, () => false))) continue;
      await page.waitForURL((url) => url.pathname + url.search !== list, { waitUntil: 'commit' });
      const path = new URL(page.url()).pathname;
      const pattern = patternOf(patterns, path);
      if (process.env.AXE_DEBUG) console.log(`row button ${name} of ${list} led to ${path} (${pattern})`);
      if (pattern?.includes(':') && !this.reached.has(pattern)) {
        this.reached.set(pattern, path);
        await visit({ ...routeScreen(path), open: () => settle(page) });
        await this.visitTabs(path, visit);
      }
      await routeScreen(list).open(page);
    }
  }
}
