// Search Contents and the payload history (operations §2 "Payload manager", §7 "Payloads";
// maintenance §2 "Filter manager and chip bar") on a wide screen: the current payload of each
// asset in reach with one column per content type of the company, a content filter set through the
// chip bar and kept by the server, PayloadReport.csv with the same rows and a column per content
// type, the history icon opening every payload of the asset with its own filters and
// PayloadHistoryReport.csv, 'No Payload History' for an asset without any, and Back to the search.
// No screen may log an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LookupGroup } from '../../schemas/enums.js';
import { csvRecords } from '../helpers/assets.js';
import { lookupBody } from '../helpers/maintenance.js';
import { payloadBody } from '../helpers/payloads.js';
import { greatLakes } from './driverPages.js';
import { BOM, exportFile } from './exports.js';
import { heading } from './maintenancePages.js';
import { chip, removeChip, setFilter } from './filterPages.js';
import { cellsOf, headings, openPayloads, openSearch, PAYLOAD_FILTERS, rowWith } from './payloadPages.js';
import { DEMO_LOGINS, expectNoPageErrors, expectOnPath, expectVisible, loginAndLand, navigateInApp, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: { width: 1400, height: 900 } });

/** The Great Lakes Freight content types, in their sort order: one column each. */
const CONTENT_TYPES = ['Pallets', 'Cases', 'Drums', 'Totes', 'Cartons', 'Rolls'];
const HEADINGS = [
  'Asset',
  'Payload Status',
  'Payload Assignment',
  'Location',
  'Refrigerated',
  'Temperature (°F)',
  ...CONTENT_TYPES,
  'Notes',
  'Complete',
  'Last Updated',
];

/** The Unit IDs the grid shows, top to bottom. */
const units = async (page: Page) => (await page.locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.trim()).sort();

describe('Search Contents as Dispatch Manager', () => {
  it('when a content filter is set, then only payloads holding that content show, in one column per content type, and the export has the same rows and columns', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openPayloads(page, 'dispatch');
    await openSearch(page);
    await expectOnPath(page, '/dispatch/payloads');
    expect(new URL(page.url()).search).toBe('?tab=search');
    expect(await headings(page)).toEqual(HEADINGS);
    // the current payload of each asset of his sites (Chicago, Detroit, Toledo)
    await expect.poll(() => units(page)).toEqual(['TRL-1002', 'TRL-1003', 'TRL-1009', 'TRL-1010', 'TRL-1011']);
    const trl1003 = await cellsOf(rowWith(page, 'TRL-1003'));
    expect(trl1003.slice(0, 12)).toEqual(['TRL-1003', 'Loaded', 'Outbound', 'South Yard', '', '34', '22', '340', '', '', '', '']);

    await setFilter(page, 'Content', 'Cartons', PAYLOAD_FILTERS);
    await expect.poll(() => chip(page, 'PayloadContent').innerText()).toBe('Content is Cartons');
    await expect.poll(() => units(page)).toEqual(['TRL-1011']);
    // its current payload: the cartons left after the partial unload
    const row = await cellsOf(rowWith(page, 'TRL-1011'));
    expect(row[HEADINGS.indexOf('Cartons')]).toBe('320');
    expect(row[HEADINGS.indexOf('Payload Status')]).toBe('Partially Unloaded');

    const file = await exportFile(page);
    expect(file.name).toBe('PayloadReport.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
    const records = csvRecords(file.bytes.toString('utf8'));
    expect(records).toHaveLength(1);
    for (const type of CONTENT_TYPES) expect(Object.keys(records[0])).toContain(type);
    expect(records[0]).toMatchObject({ Cartons: '320', Pallets: '', 'Payload Status': 'Partially Unloaded' });

    await page.reload();
    await expectVisible(chip(page, 'PayloadContent'));
    await expect.poll(() => units(page)).toEqual(['TRL-1011']);
    await removeChip(page, 'PayloadContent', PAYLOAD_FILTERS);
    await expect.poll(() => units(page)).toEqual(['TRL-1002', 'TRL-1003', 'TRL-1009', 'TRL-1010', 'TRL-1011']);
    expectNoPageErrors(suite);
  });

  it('when the company gets a new content type, then Search Contents has a column for it, filled by the payloads holding it, and so has the export', async () => {
    const { page, api } = suite;
    const gl = await greatLakes(suite);
    const siteadmin = await api.login('siteadmin');
    const added = await api.call('POST', '/Lookup', {
      token: siteadmin.token,
      body: lookupBody(LookupGroup.PayloadContent, { companyId: gl.ids.company.glf, description: 'Crates', sort: 99 }),
    });
    expect(added.status).toBe(200);
    const crates = added.body.data.id as number;
    const trl1002 = await gl.assetId('TRL-1002');
    const saved = await api.call('POST', '/Payload', {
      token: gl.dispatcher.token,
      body: payloadBody(
        gl.ids,
        gl.ids.company.glf,
        trl1002,
        gl.place(['CHI', 'Door 02']),
        {},
        {
          payloadContents: [{ contentTypeId: crates, quantity: 7 }],
        },
      ),
    });
    expect(saved.status).toBe(200);

    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openPayloads(page, 'dispatch');
    await openSearch(page);
    const columns = [...HEADINGS.slice(0, 12), 'Crates', ...HEADINGS.slice(12)];
    await expect.poll(() => headings(page)).toEqual(columns);
    const row = await cellsOf(rowWith(page, 'TRL-1002'));
    expect(row[columns.indexOf('Crates')]).toBe('7');
    expect(row[columns.indexOf('Pallets')]).toBe('');
    const file = await exportFile(page);
    const records = csvRecords(file.bytes.toString('utf8'));
    expect(records.find((r) => r.Asset === 'TRL-1002')).toMatchObject({ Crates: '7', Pallets: '' });
    expect(records.find((r) => r.Asset === 'TRL-1003')).toMatchObject({ Crates: '', Pallets: '22' });
    expectNoPageErrors(suite);
  });

  it('when a row’s history icon is pressed, then every payload of the asset shows newest first with its contents, narrows by its own filter, exports, and Back returns to the search', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const trl1011 = await gl.assetId('TRL-1011');
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openPayloads(page, 'dispatch');
    await openSearch(page);
    await rowWith(page, 'TRL-1011').getByRole('button', { name: 'History' }).click();
    await expectOnPath(page, `/dispatch/payload/history/${trl1011}`);
    await expectVisible(heading(page, 'Payload History - TRL-1011'));
    const statuses = async () => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
    await expect.poll(statuses).toEqual(['Partially Unloaded', 'Loaded']);
    const columns = await headings(page);
    expect(columns.slice(0, 2)).toEqual(['Last Updated', 'Payload Status']);
    const cartons = columns.indexOf('Cartons');
    expect(cartons).toBeGreaterThan(0);
    expect((await page.locator(`tbody tr td:nth-child(${cartons + 1})`).allInnerTexts()).map((t) => t.trim())).toEqual(['320', '640']);
    // the missions that left them, named by their ship dates, written as every date is (not 2026-11-24)
    const missionColumn = page.locator(`tbody tr td:nth-child(${columns.indexOf('Mission') + 1})`);
    const shown = (t: string) => (t.trim() === '' ? 'none' : /^\d\d-\d\d-\d{4}$/.test(t.trim()) ? 'a date' : t);
    await expect.poll(async () => (await missionColumn.allInnerTexts()).map(shown)).toEqual(['none', 'a date']);

    const file = await exportFile(page);
    expect(file.name).toBe('PayloadHistoryReport.csv');
    const records = csvRecords(file.bytes.toString('utf8'));
    expect(records.map((r) => [r['Payload Status'], r.Cartons])).toEqual([
      ['Partially Unloaded', '320'],
      ['Loaded', '640'],
    ]);

    // the history's filters are its own: not saved
    await setFilter(page, 'Payload Status', 'Loaded', null);
    await expect.poll(statuses).toEqual(['Loaded']);

    await page.getByRole('button', { name: 'Back' }).click();
    await expectOnPath(page, '/dispatch/payloads');
    await expectVisible(page.getByRole('tab', { name: 'Search Contents', selected: true }));
    await expectVisible(rowWith(page, 'TRL-1011'));
    expectNoPageErrors(suite);
  });

  it('when an asset has no payload, then its history says No Payload History', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await navigateInApp(page, `/dispatch/payload/history/${await gl.assetId('TRL-1001')}`);
    await expectVisible(heading(page, 'Payload History - TRL-1001'));
    await expectVisible(page.getByText('No Payload History', { exact: true }));
    expect(await page.getByTestId('export-button').isEnabled()).toBe(false);
    expectNoPageErrors(suite);
  });
});

describe('Search Contents as Driver', () => {
  it('when the demo driver searches contents, then he sees the payloads of his sites only and opens a history', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    await loginAndLand(page, DEMO_LOGINS.driver);
    await openPayloads(page, 'driver');
    await openSearch(page);
    // Chicago and Toledo: not Detroit's TRL-1009
    await expect.poll(() => units(page)).toEqual(['TRL-1002', 'TRL-1003', 'TRL-1010', 'TRL-1011']);
    await rowWith(page, 'TRL-1010').getByRole('button', { name: 'History' }).click();
    await expectOnPath(page, `/driver/payload/history/${await gl.assetId('TRL-1010')}`);
    await expectVisible(heading(page, 'Payload History - TRL-1010'));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const file = await exportFile(page);
    const [record] = csvRecords(file.bytes.toString('utf8'));
    expect(record).toMatchObject({ Totes: '40', Pallets: '6', Cartons: '' });
    expectNoPageErrors(suite);
  });
});
