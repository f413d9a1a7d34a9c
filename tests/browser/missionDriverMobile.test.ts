// The driver's missions on a phone (390 px; mobile is under 850 px, operations §2, §4, §9): a
// card per mission with its stage buttons and the header's as touch targets of at least 44 px,
// nothing scrolling sideways, the Mission Type filter, and the whole stage flow from the cards — Activate, Wait
// with a note, Waiting, and Complete whose Park and Payload dialog fills the screen and, for an
// asset that no longer tracks payload, asks only where it was parked. No screen may log an error.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { S, storedMission } from '../helpers/missions.js';
import { changeStage, expectMission, greatLakes, missionItem, openDriverHome, openParkAndPayload, stageDialog } from './driverPages.js';
import { choose, selectField, waitGone } from './maintenancePages.js';
import { blankCardLines, expectNoPageErrors, expectNoSideScroll, expectVisible, PHONE, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: PHONE });

const cards = (page: Page) => page.getByTestId('record-card');

/** Every button of the locator is a touch target: at least 44 px each way, inside the screen. */
async function expectTouchTargets(buttons: Locator): Promise<void> {
  const all = await buttons.all();
  expect(all.length).toBeGreaterThan(0);
  for (const button of all) {
    const box = (await button.boundingBox())!;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    expect([box.width >= 44, box.height >= 44], `${name} is ${box.width}x${box.height}`).toEqual([true, true]);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

describe("the driver's missions on a phone", () => {
  it('when a driver works his missions at 390 px, then each is a card whose stage buttons are touch targets, nothing scrolls sideways, and the Mission Type filter narrows the cards', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const move = await gl.mission({
      driverId: me.id,
      unit: 'TRL-1001',
      from: ['CHI', 'Row A'],
      to: ['CHI', 'Door 03'],
      over: { notes: 'Seal 448213' },
    });
    const pull = await gl.mission({
      driverId: me.id,
      unit: 'TRL-1002',
      from: ['CHI', 'Row B'],
      to: ['CHI', 'Door 05'],
      type: 'Pull',
      over: { notes: '' },
    });
    // a long name, as the Operator filter starts at it
    const longName = `${me.name} Fitzgerald-Oyelaran`;
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', me.id, { displayName: longName });
    await openDriverHome(page, me.login);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.locator('table').count()).toBe(0);
    const card = missionItem(page, move);
    for (const label of [
      'Stage',
      'Ship Date',
      'Priority',
      'Operator',
      'Source',
      'Destination',
      'Notes',
      'Total Wait (min)',
      'Date Created',
    ])
      await expectVisible(card.getByText(label, { exact: true }));
    await expectVisible(card.getByText('Seal 448213', { exact: true }));
    // a mission without notes has no Notes line: no label beside nothing
    expect(await missionItem(page, pull).getByText('Notes', { exact: true }).count()).toBe(0);
    expect(await blankCardLines(page)).toEqual([]);
    await expectVisible(card.getByText('TRL-1001', { exact: true }));
    await expectMission(card, 'Dispatched', [['Activate', true]]);
    await expectTouchTargets(card.getByTestId('stage-buttons').getByRole('button'));
    // the header's menu, dark mode and user buttons too
    await expectTouchTargets(page.getByRole('banner').getByRole('button'));
    await expectNoSideScroll(page);

    await choose(page, 'Mission Type', 'Pull');
    await expect.poll(() => cards(page).count()).toBe(1);
    await expectVisible(missionItem(page, pull));
    // a type with none: the message, no table of headings, nothing sideways, the header's buttons on the screen
    await choose(page, 'Mission Type', 'Hook');
    await expect.poll(() => cards(page).count()).toBe(0);
    await expectVisible(page.getByRole('status').filter({ hasText: 'No Missions' }));
    expect(await page.locator('table').count()).toBe(0);
    await expectNoSideScroll(page);
    await expectTouchTargets(page.getByRole('banner').getByRole('button'));
    await choose(page, 'Mission Type', 'All Types');
    await expect.poll(() => cards(page).count()).toBe(2);
    // each filter shows its choice whole on the phone: the type beside Refresh, the operator on a row of its own
    const types = selectField(page, 'Mission Type');
    expect(await types.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const operator = selectField(page, 'Operator');
    expect(await operator.innerText()).toBe(longName);
    expect(await operator.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // every button of the screen, and a stage's confirm dialog's, is a thumb's size
    await expectTouchTargets(page.getByRole('main').getByRole('button'));
    await missionItem(page, move).getByRole('button', { name: 'Activate', exact: true }).click();
    await expectTouchTargets(stageDialog(page, move).getByRole('button'));
    await stageDialog(page, move).getByRole('button', { name: 'Cancel' }).click();
    await waitGone(stageDialog(page, move));
    expect(await changeStage(page, move, 'Activate')).toBe(200);
    await expectMission(card, 'Activate', [
      ['De-activate', true],
      ['Wait', true],
      ['Complete', true],
    ]);
    await expectMission(missionItem(page, pull), 'Dispatched', [['Activate', false]]);
    await expectTouchTargets(card.getByTestId('stage-buttons').getByRole('button'));
    await expectNoSideScroll(page);

    expect(await changeStage(page, move, 'Wait', 'Waiting for the yard tractor.')).toBe(200);
    await expectMission(card, 'Waiting', [['Waiting', true]]);
    await expectTouchTargets(card.getByTestId('stage-buttons').getByRole('button'));
    await expectNoSideScroll(page);
    expect(await changeStage(page, move, 'Waiting')).toBe(200);
    await expectMission(card, 'Resumed', [
      ['De-activate', true],
      ['Wait', true],
      ['Complete', true],
    ]);

    // His notes on a mission without any: the text edit dialog, a thumb's size, saved with the spec's toast.
    await missionItem(page, pull).getByRole('button', { name: 'Edit Notes' }).click();
    const notes = page.getByRole('dialog', { name: `Mission ${pull} Notes` });
    await expectTouchTargets(notes.getByRole('button'));
    await notes.getByRole('textbox', { name: 'Notes' }).fill('Door 05 blocked; pull from the north side.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Mission note updated successfully' }));
    await expectVisible(missionItem(page, pull).getByText('Door 05 blocked; pull from the north side.', { exact: true }));
    expect((await storedMission(suite.app.ctx, pull)).notes).toBe('Door 05 blocked; pull from the north side.');
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });

  it('when a driver completes at 390 px a mission whose asset no longer tracks payload, then the Park and Payload dialog fills the screen and asks only where it was parked', async () => {
    const { page, api, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 02'] });
    const { token } = await api.login(me.login);
    expect(
      (await api.call('POST', '/MissionStage', { token, body: { id, currentMissionStage: S.Dispatched, missionStage: S.Activate } }))
        .status,
    ).toBe(200);
    // the asset stopped tracking payload after the mission was made (a mission's asset must track it when saved)
    const assetId = await gl.assetId('TRL-1010');
    await repoOf(app.ctx).update(app.ctx.db, 'asset', assetId, { hasPayload: false });

    await openDriverHome(page, me.login);
    const card = missionItem(page, id);
    await card.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Park and Payload' });
    await expectVisible(selectField(page, 'Park Location'));
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.width]).toEqual([0, PHONE.width]);
    expect(await selectField(page, 'Park Location').innerText()).toBe('Door 02'); // his one site: no site in the names
    expect(await dialog.getByText('Payload Status').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Add Content' }).count()).toBe(0);
    await expectTouchTargets(dialog.getByRole('button', { name: /^(Cancel|Complete)$/ }));

    await choose(page, 'Park Location', 'Staging Lane 1');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    expect(JSON.parse((await answer).request().postData()!)).toMatchObject({ missionStage: S.Complete, payload: null });
    await waitGone(dialog);
    await expectMission(card, 'Completed', [
      ['De-activate', false],
      ['Wait', false],
      ['Complete', false],
    ]);
    expect((await storedMission(app.ctx, id)).missionStage).toBe(S.Complete);
    const asset = (await api.call('GET', `/Asset/${assetId}`, { token: gl.dispatcher.token })).body.data;
    expect(asset.assetLocId).toBe(gl.place(['CHI', 'Staging Lane 1']));
    expect(await repoOf(app.ctx).count(app.ctx.db, 'payload', [{ prop: 'missionId', op: 'eq', value: id }])).toBe(0);
    // a completed mission's notes stay as they were done
    expect(await card.getByRole('button', { name: 'Edit Notes' }).count()).toBe(0);
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });
  it('when a driver lists several contents in Park and Payload at 390 px, then the fields scroll and Cancel and Complete stay on the screen, and a refused Complete brings the field it names into view', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    // an asset that tracks payload (the test before made this one stop)
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'asset', await gl.assetId('TRL-1010'), { hasPayload: true });
    const { me, id } = await gl.activeMission({ unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 06'] });
    const dialog = await openParkAndPayload(page, me.login, id);
    // six more rows than the contents the trailer carries (the form starts from them)
    const carried = await dialog.getByTestId('content-row').count();
    for (let i = 0; i < 6; i++) await dialog.getByRole('button', { name: 'Add Content' }).click();
    await expect.poll(() => dialog.getByTestId('content-row').count()).toBe(carried + 6);
    // the last row is reached by scrolling the fields; the buttons stay where the thumb is
    await dialog.getByTestId('content-row').last().scrollIntoViewIfNeeded();
    for (const name of ['Cancel', 'Complete']) {
      const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.y + box.height, `${name} ends ${box.y + box.height}px down a ${PHONE.height}px screen`).toBeLessThanOrEqual(PHONE.height);
    }
    await expectVisible(dialog.getByRole('heading', { name: 'Park and Payload' }));
    await expectNoSideScroll(page);

    // The new rows filled, the last with more than the server takes (the form checks only that a
    // quantity is above 0), and the fields scrolled back to the top: Complete's refusal names that
    // row, below the fold, which is brought into view and takes the focus (a refused tap must not
    // seem dead). The form's own checks focus their first field already (react-hook-form).
    const rows = dialog.getByTestId('content-row');
    const last = rows.last();
    for (let i = carried; i < carried + 4; i++) {
      const used = await Promise.all((await rows.all()).slice(0, i).map(async (r) => (await r.getByRole('combobox').innerText()).trim()));
      await rows.nth(i).getByRole('combobox').click();
      const names = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim()).filter((t) => t && !used.includes(t));
      await page.getByRole('option', { name: names[0], exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await rows
        .nth(i)
        .getByLabel('Qty')
        .fill(i === carried + 3 ? '2000000' : '1');
    }
    await rows
      .nth(carried + 4)
      .getByRole('button', { name: 'Remove Content' })
      .click();
    await rows
      .nth(carried + 4)
      .getByRole('button', { name: 'Remove Content' })
      .click();
    await expect.poll(() => rows.count()).toBe(carried + 4);
    const inView = () =>
      last.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await dialog.locator('.MuiDialogContent-root').evaluate((el) => el.scrollTo({ top: 0 }));
    expect(await inView()).toBe(false);
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await expectVisible(last.getByText('Qty must be at most 1,000,000'));
    await expect.poll(inView).toBe(true);
    expect(await last.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect((await storedMission(suite.app.ctx, id)).missionStage).not.toBe(S.Complete);
    // the refusal answered 400 on purpose; nothing else went wrong
    const refused = (e: string) => e === '400 POST /api/Fleet/MissionStage' || e.includes('status of 400 (Bad Request)');
    expect(suite.errors.filter((e) => !refused(e))).toEqual([]);
  });
});
