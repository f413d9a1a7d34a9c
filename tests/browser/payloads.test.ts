// The payload manager (operations §2 "Payload manager", §4 "Payload", §5, §8) on a wide screen, as
// a Dispatch Manager and as a Driver: the menu entry in the spec's place, editing held until an
// asset is chosen and its most recent payload loaded (a blank payload where the asset stands when
// it has none), choosing another asset starting again from its payload, the checks in the spec's
// words, the server's refusal on the field it names, a save that records a new payload (complete
// when a Driver saves it), 'Payload updated successfully' and the asset let go. No screen may log
// an error, except the 400 a test provokes on purpose.
//
// The tests share one database: each one edits assets of its own.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { greatLakes } from './driverPages.js';
import { choose, selectField, toast } from './maintenancePages.js';
import {
  assetPicker,
  chooseContent,
  contentRows,
  fieldError,
  formValues,
  openPayloads,
  payloadsOf,
  pickAsset,
  saveButton,
  savePayload,
} from './payloadPages.js';
import { DEMO_LOGINS, expectNoPageErrors, expectVisible, loginAndLand, loginAs, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: { width: 1400, height: 900 } });

/** The drawer's entries, top to bottom. */
const menuEntries = async (page: Page) => (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());

describe('the payload manager as Dispatch Manager', () => {
  it('when an asset with a payload is chosen, then the form shows that payload; edited and saved, it is a new incomplete payload, the toast says so and the asset is let go', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const trl1003 = await gl.assetId('TRL-1003');
    const before = await payloadsOf(suite, trl1003);
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await expect
      .poll(() => menuEntries(page))
      .toEqual(['Missions', 'Yard', 'Gate', 'Door Schedule', 'Yard Check', 'Assets', 'Payloads', 'History', 'Detention', 'Appointments']);
    await openPayloads(page, 'dispatch');
    // nothing can be edited before an asset is chosen
    expect(await saveButton(page).isEnabled()).toBe(false);
    expect(await selectField(page, 'Payload Status').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Add Content' }).isEnabled()).toBe(false);
    // the asset lines up with the fields under it
    const width = async (field: ReturnType<typeof selectField>) =>
      Math.round((await field.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]').boundingBox())!.width);
    expect(await width(assetPicker(page))).toBe(await width(selectField(page, 'Location')));

    await pickAsset(page, 'TRL-1003');
    expect(await formValues(page)).toEqual({
      location: 'Chicago Cross-Dock / South Yard',
      status: 'Loaded',
      assignment: 'Outbound',
      refrigerated: true,
      temperature: '34',
      notes: 'Dairy; keep at 33-38 °F.',
      contents: [
        ['Pallets', '22'],
        ['Cases', '340'],
      ],
    });

    // the checks, in the spec's words
    await page.getByLabel('Temperature (°F)').fill('');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await saveButton(page).click();
    await expectVisible(fieldError(page, 'Temperature is required'));
    await expectVisible(fieldError(page, 'Must select an item'));
    await expectVisible(fieldError(page, 'Qty must be greater than 0'));
    const third = contentRows(page).nth(2);
    // a content type already on another row cannot be chosen again
    await third.getByRole('combobox').click();
    expect(await page.getByRole('option', { name: 'Pallets', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await chooseContent(page, third, 'Drums');
    await third.getByLabel('Qty').fill('0');
    await saveButton(page).click();
    await expectVisible(fieldError(page, 'Qty must be greater than 0'));
    expect((await payloadsOf(suite, trl1003)).all).toHaveLength(before.all.length);

    await third.getByLabel('Qty').fill('5');
    await page.getByLabel('Temperature (°F)').fill('35.5');
    // the first row goes
    await contentRows(page).nth(0).getByRole('button', { name: 'Remove Content' }).click();
    await expect.poll(() => contentRows(page).count()).toBe(2);
    expect(await savePayload(page)).toBe(200);
    await expectVisible(toast(page, 'Payload updated successfully'));
    // the asset is let go and the form is blank and held again
    await expect.poll(() => assetPicker(page).inputValue()).toBe('');
    expect(await saveButton(page).isEnabled()).toBe(false);
    expect(await contentRows(page).count()).toBe(0);

    const after = await payloadsOf(suite, trl1003);
    expect(after.all).toHaveLength(before.all.length + 1);
    expect(after.current).toMatchObject({
      id: after.all[0].id,
      locId: before.current!.locId,
      isRefrigerated: true,
      temperature: 35.5,
      isComplete: false,
      payloadNotes: 'Dairy; keep at 33-38 °F.',
    });
    expect(after.current!.payloadContents.map((c: { contentTypeId: number; quantity: number }) => [c.contentTypeId, c.quantity])).toEqual([
      [gl.lookup('PayloadContent', 'Cases'), 340],
      [gl.lookup('PayloadContent', 'Drums'), 5],
    ]);
    expectNoPageErrors(suite);
  });

  it('when an asset without a payload is chosen, then the form is blank at its current location; choosing another asset starts again from that asset’s payload', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openPayloads(page, 'dispatch');
    await pickAsset(page, 'TRL-1001');
    expect(await formValues(page)).toEqual({
      location: 'Chicago Cross-Dock / Row A',
      status: '\u200b',
      assignment: '\u200b',
      refrigerated: false,
      temperature: '',
      notes: '',
      contents: [],
    });
    await page.getByLabel('Notes', { exact: true }).fill('not kept');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await pickAsset(page, 'TRL-1002');
    expect(await formValues(page)).toMatchObject({
      location: 'Chicago Cross-Dock / Door 02',
      status: 'Loaded',
      notes: 'Paper goods for Milwaukee DC; seal 448213.',
      contents: [['Pallets', '26']],
    });
    expectNoPageErrors(suite);
  });

  it('when the server refuses the save, then the toast says it failed and the field it names shows why', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const trl1010 = await gl.assetId('TRL-1010');
    const before = await payloadsOf(suite, trl1010);
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openPayloads(page, 'dispatch');
    await pickAsset(page, 'TRL-1010');
    // the asset stops tracking payload behind the form's back: the server names the asset
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'asset', trl1010, { hasPayload: false });
    try {
      expect(await savePayload(page)).toBe(400);
      await expectVisible(toast(page, 'Payload update failed, Please see logs'));
      await expectVisible(fieldError(page, 'TRL-1010 does not track payloads'));
      // nothing was recorded and the asset is still chosen
      expect((await payloadsOf(suite, trl1010)).all).toHaveLength(before.all.length);
      expect(await assetPicker(page).inputValue()).toBe('TRL-1010');
    } finally {
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'asset', trl1010, { hasPayload: true });
    }
  });
});

describe('the payload manager as Driver', () => {
  it('when a driver records the payload of an asset he reaches, then it is a new complete payload with its contents', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const trl1001 = await gl.assetId('TRL-1001');
    await loginAs(page, me.login);
    await expectVisible(page.getByRole('menuitem', { name: 'Payloads', exact: true }));
    await expect.poll(() => menuEntries(page)).toEqual(['Missions', 'Payloads', 'Yard Check', 'Mission History']);
    await openPayloads(page, 'driver');
    // only active assets that track payload, of his sites
    await assetPicker(page).click();
    await expectVisible(page.getByRole('option', { name: 'TRL-1001', exact: true }));
    const offered = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((t) => t.trim());
    expect(offered).toEqual(['TRL-1001', 'TRL-1002', 'TRL-1003', 'TRL-1010', 'TRL-1013']);
    await page.keyboard.press('Escape');

    await pickAsset(page, 'TRL-1001');
    await choose(page, 'Location', 'Door 03'); // his one site: no site in the names
    await choose(page, 'Payload Status', 'Loading');
    await choose(page, 'Payload Assignment', 'Transfer');
    await page.getByLabel('Notes', { exact: true }).fill('Half loaded, door 3.');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await chooseContent(page, contentRows(page).nth(0), 'Rolls');
    await contentRows(page).nth(0).getByLabel('Qty').fill('12');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await chooseContent(page, contentRows(page).nth(1), 'Totes');
    await contentRows(page).nth(1).getByLabel('Qty').fill('3.5');
    expect(await savePayload(page)).toBe(200);
    await expectVisible(toast(page, 'Payload updated successfully'));
    await expect.poll(() => assetPicker(page).inputValue()).toBe('');

    const { current } = await payloadsOf(suite, trl1001);
    expect(current).toMatchObject({
      locId: gl.place(['CHI', 'Door 03']),
      payloadStatusId: gl.lookup('PayloadStatus', 'Loading'),
      payloadAssignId: gl.lookup('PayloadAssignment', 'Transfer'),
      isRefrigerated: false,
      temperature: null,
      payloadNotes: 'Half loaded, door 3.',
      isComplete: true,
    });
    expect(current!.payloadContents.map((c: { contentTypeId: number; quantity: number }) => [c.contentTypeId, c.quantity])).toEqual([
      [gl.lookup('PayloadContent', 'Rolls'), 12],
      [gl.lookup('PayloadContent', 'Totes'), 3.5],
    ]);
    // chosen again, the asset starts from the payload just saved
    await pickAsset(page, 'TRL-1001');
    expect(await formValues(page)).toMatchObject({
      status: 'Loading',
      contents: [
        ['Rolls', '12'],
        ['Totes', '3.5'],
      ],
    });
    expectNoPageErrors(suite);
  });
});
