// The scroll cue of a list wider than its box (issue 29 §12, admin/src/engine/SideScroll.tsx): a
// click scrolls to the columns beyond the edge, and a cue at the other edge leads back. That no
// table of any screen of any user type hides columns at 1400 px with no cue is checked on the
// accessibility sweep's own visit of every screen (accessibility.test.ts, columnLayout.ts).
import { describe, expect, it } from 'vitest';
import { DESKTOP, followCalls, settle } from './axePages.js';
import { DEMO_LOGINS, expectVisible, loginAndLand, navigateInApp, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: DESKTOP });

describe('lists at 1400 px', () => {
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
