// Every list of every user type at 1400 px (issue 29 §12): no column's heading or cells lie under a
// table's pinned Actions column or past its edge unless a scroll cue says the table scrolls
// sideways. The screens are those of the route table, walked as the accessibility sweep walks them
// (tests/browser/axePages.ts ScreenWalk): menus, lists, the tabs with an address of their own
// (Search Contents) and the screens the first row leads to (an editor, an asset's history).
import { describe, expect, it } from 'vitest';
import { DESKTOP, followCalls, routesOf, ScreenWalk, settle } from './axePages.js';
import { hiddenColumns } from './columnLayout.js';
import { DEMO_LOGINS, expectVisible, loginAndLand, navigateInApp, storedSession, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: DESKTOP });
/** A walk opens some 20 to 40 screens. */
const WALK_MS = 600_000;

describe('lists at 1400 px', () => {
  for (const login of ['sysadmin', 'siteadmin', 'dispatcher', 'driver']) {
    it(
      `when ${login} opens every screen of its area at 1400 px, then every table shows all its columns, or a scroll cue where some lie beyond the edge or under the pinned Actions column`,
      async () => {
        const { page } = suite;
        await loginAndLand(page, DEMO_LOGINS[login]);
        const walk = new ScreenWalk(page, routesOf(Number((await storedSession(page)).userType)));
        const findings: string[] = [];
        await walk.walk(async (screen) => {
          await screen.open(page);
          findings.push(...(await hiddenColumns(page, screen.name)));
        });
        expect(findings).toEqual([]);
      },
      WALK_MS,
    );
  }

  it('when the right scroll cue of a wide list is clicked, then the table scrolls to the columns beneath, and a cue at the left leads back', async () => {
    const { page } = suite;
    followCalls(page);
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await navigateInApp(page, '/dispatch/payloads?tab=search');
    await settle(page);
    const right = page.getByTestId('scroll-cue-right');
    const left = page.getByTestId('scroll-cue-left');
    expect(await left.count()).toBe(0);
    await right.getByTitle('More columns to the right').click();
    await expectVisible(left);
    const scrolled = () => page.getByTestId('side-scroll').evaluate((box) => box.scrollLeft);
    await expect.poll(scrolled).toBeGreaterThan(0);
    await left.getByTitle('More columns to the left').click();
    await expect.poll(scrolled).toBe(0);
    await expect.poll(() => left.count()).toBe(0);
  });
});
