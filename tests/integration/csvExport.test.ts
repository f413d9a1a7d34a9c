// The CSV export engine (server/engine/csvExport.ts) through its generated calls: POST
// /Assets/Export (the CSV text in data) and /Assets/Export/Download (the file, streamed), and the
// same for an asset's history (/AssetAudits/Export). The bytes (UTF-8 with a BOM, CRLF, the file
// name), the formula neutralisation, and every cell read back with csv-parse against what the
// screen shows: references by name, Yes/No, times as MM-DD-YYYY hh:mm A in the caller's zone —
// only the chosen columns, in their order, under their schema labels, and only the rows the
// caller may see under the filters it sent.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, zoneOf } from '../../schemas/dates.js';
import { FilterOption } from '../../schemas/enums.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const assetSchema = JSON.parse(readFileSync('schemas/entities/asset.schema.json', 'utf8'));
/** A column's header: the schema's x-label (a history's own fields are Date, Action, Updated By). */
const labelOf = (prop: string): string =>
  ({ auditDate: 'Date', action: 'Action', auditUser: 'Updated By' })[prop] ?? assetSchema.properties[prop]['x-label'];

const LOOKUPS = new Set([
  'assetStatus',
  'assetType',
  'assetCategory',
  'custody',
  'assignment',
  'repairType',
  'repairTech',
  'defectSeverity',
]);
const LOCATIONS = new Set(['assignLocId', 'assetLocId']);
const TIMES = new Set(['statusUpdate', 'repairETA', 'updateDate', 'auditDate']);
const FLAGS = new Set(['isActive', 'hasPayload']);
const ACTIONS: Record<string, string> = { create: 'Created', update: 'Updated', repair: 'Repaired', delete: 'Deleted' };

/** A text a spreadsheet would run as a formula gets a leading apostrophe. */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CAFE = Buffer.from([0x43, 0x61, 0x66, 0xc3, 0xa9]);

/** The columns of the file in an order of our own (not the list's). */
const COLUMNS = [
  'assetDescription',
  'assetModelId',
  'assetStatus',
  'assetLocId',
  'isActive',
  'statusUpdate',
  'updateDate',
  'hasPayload',
  'assetCategory',
  'assignment',
  'repairETA',
  'updateUser',
];

for (const dialect of DIALECTS) {
  describe(`CSV export on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let names: Map<number, string>;
    let places: Map<number, string>;
    const byUnit = async (unit: string) =>
      (await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: unit }] }))[0];

    /** A cell as the screen shows the record's value. */
    const shown = (prop: string, value: unknown, zone: string): string => {
      if (value === null || value === undefined) return '';
      if (prop === 'action') return ACTIONS[value as string];
      if (FLAGS.has(prop)) return value ? 'Yes' : 'No';
      if (TIMES.has(prop)) return formatDateTime(value, zone);
      if (LOOKUPS.has(prop)) return asText(names.get(value as number)!);
      if (LOCATIONS.has(prop)) return asText(places.get(value as number)!);
      return asText(String(value));
    };

    /** The file itself: raw bytes and headers (fetch's text() would drop the BOM). */
    const download = async (path: string, token: string, body: unknown) => {
      const res = await fetch(`${suite.app.baseUrl}/api/Fleet${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const exportText = async (path: string, token: string, body: unknown) => {
      const res = await suite.api.call('POST', path, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as string;
    };
    const records = (csv: string | Buffer): string[][] => parse(csv, { bom: true });
    const list = async (token: string, body: Rec) => {
      const res = await suite.api.call('POST', `/Assets?range=${encodeURIComponent('[0,999]')}`, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Rec[];
    };

    beforeAll(async () => {
      const { ctx } = suite.app;
      ids = await demoIds(ctx);
      const repo = repoOf(ctx);
      // A name that starts like a formula (a lookup shows by its description).
      const chassis = ids.lookup(ids.company.glf, 'AssetCategory', 'Chassis');
      await repo.update(ctx.db, 'lookup', chassis, { description: '-Chassis (leased)' });
      await repo.update(ctx.db, 'asset', (await byUnit('TRL-1011')).id, { assetCategory: chassis });
      // Descriptions that start like formulas, or carry quotes, commas and line breaks.
      const texts: Record<string, string | null> = {
        'TRL-1002': '=SUM(A1:A2)',
        'TRL-1003': '+1 555 0100',
        'TRL-1004': '-5 °F reefer',
        'TRL-1005': '@SUM(1)',
        'TRL-1006': '\tTabbed',
        'TRL-1008': '\rCarriage return',
        'TRL-1009': 'Said "hi", then\r\nleft',
        'TRL-1010': '',
        'TRL-2001': null,
        'TRL-2002': 'Mid=dle + not -a @formula',
      };
      for (const [unit, text] of Object.entries(texts))
        await repo.update(ctx.db, 'asset', (await byUnit(unit)).id, { assetDescription: text });
      // Repair ETAs whose display is known by heart: just past midnight Eastern in winter, just past noon Eastern in summer.
      await repo.update(ctx.db, 'asset', (await byUnit('TRL-1001')).id, { repairETA: '2026-11-23T05:30:00.000Z' });
      await repo.update(ctx.db, 'asset', (await byUnit('TRL-1002')).id, { repairETA: '2026-07-04T16:05:00.000Z' });
      // 'Café' goes through the real save.
      const { token } = await suite.api.login('sysadmin');
      const asset = await byUnit('TRL-1001');
      const read = (await suite.api.call('GET', `/Asset/${asset.id}`, { token })).body.data;
      const saved = await suite.api.call('POST', '/Asset', { token, body: { ...read, assetDescription: 'Café' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      names = new Map((await repo.findMany(ctx.db, 'lookup')).map((l) => [l.id as number, l.description as string]));
      // Over every site, a location names its site (csvExport.ts withSiteNames).
      const sites = new Map((await repo.findMany(ctx.db, 'site')).map((s) => [s.id as number, s.siteName as string]));
      places = new Map(
        (await repo.findMany(ctx.db, 'location')).map((l) => [l.id as number, `${l.location as string} (${sites.get(l.siteId)!})`]),
      );
    });

    it('when assets are exported, then the file is UTF-8 with a BOM and CRLF line ends, named AssetsReport.csv, and the text answer is the same bytes', async () => {
      const { token } = await suite.api.login('sysadmin');
      const body = { columns: COLUMNS };
      const text = await exportText('/Assets/Export', token, body);
      const file = await download('/Assets/Export/Download', token, body);
      expect(file.status, file.bytes.toString()).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="AssetsReport.csv"');
      expect(file.bytes.subarray(0, 3)).toEqual(BOM);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(Buffer.from(text, 'utf8').equals(file.bytes), 'the text answer and the download differ').toBe(true);
      // 'Café' as UTF-8, not Windows-1252 (43 61 66 E9) nor doubly encoded.
      expect(file.bytes.indexOf(CAFE)).toBeGreaterThan(0);
      expect(file.bytes.indexOf(Buffer.from([0x43, 0x61, 0x66, 0xe9]))).toBe(-1);
      // Every line ends CRLF (a break inside a quoted value included); the last line too.
      const body8 = file.bytes.toString('utf8');
      expect(body8.endsWith('\r\n')).toBe(true);
      expect(/[^\r]\n/.test(body8), 'a bare LF').toBe(false);
      expect(body8.split('\r\n')[0]).toBe(`\uFEFF${COLUMNS.map(labelOf).join(',')}`);
    });

    it('when the exported file is parsed back, then each cell is what the screen shows, in the chosen columns and order, in the user’s time zone', async () => {
      const { ctx } = suite.app;
      for (const timeZone of ['Pacific', 'Eastern']) {
        const { token, userId } = await suite.api.login('sysadmin');
        await repoOf(ctx).update(ctx.db, 'user', userId, { timeZone });
        const zone = zoneOf(timeZone);
        const body = { columns: COLUMNS };
        const [header, ...rows] = records((await download('/Assets/Export/Download', token, body)).bytes);
        expect(header).toEqual(COLUMNS.map(labelOf));
        expect(header).toEqual([
          'Asset Description',
          'Unit ID',
          'Asset Status',
          'Current Location',
          'Active?',
          'Status Date',
          'Last Updated',
          'Track Payload',
          'Asset Category',
          'Asset Assignment',
          'Repair ETA',
          'Updated By',
        ]);
        // The screen's rows, in the screen's order.
        const screen = await list(token, {});
        expect(rows.length).toBe(screen.length);
        expect(rows).toEqual(screen.map((r) => COLUMNS.map((c) => shown(c, r[c], zone))));
        // Spot checks of the rules, beside the generic comparison above.
        const row = (unit: string) => rows.find((r) => r[1] === unit)!;
        expect(row('TRL-1001')[0]).toBe('Café');
        expect(row('TRL-1002')[0]).toBe("'=SUM(A1:A2)");
        expect(row('TRL-1003')[0]).toBe("'+1 555 0100");
        expect(row('TRL-1004')[0]).toBe("'-5 °F reefer");
        expect(row('TRL-1005')[0]).toBe("'@SUM(1)");
        expect(row('TRL-1006')[0]).toBe("'\tTabbed");
        expect(row('TRL-1008')[0]).toBe("'\rCarriage return");
        expect(row('TRL-1009')[0]).toBe('Said "hi", then\r\nleft');
        expect(row('TRL-1010')[0]).toBe('');
        expect(row('TRL-2001')[0]).toBe('');
        expect(row('TRL-2002')[0]).toBe('Mid=dle + not -a @formula');
        expect(row('TRL-1011')[8]).toBe("'-Chassis (leased)");
        expect(row('TRL-1001')[3]).toBe('Row A (Chicago Cross-Dock)');
        expect(new Set(rows.map((r) => r[4]))).toEqual(new Set(['Yes']));
        expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['Yes', 'No']));
        // Dates are never neutralised: each is MM-DD-YYYY hh:mm A in the user's zone.
        for (const r of rows)
          for (const i of [5, 6, 10]) if (r[i]) expect(r[i], `${r[1]} ${header[i]}`).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
        // The same instants spelled out by hand, without schemas/dates.ts (which the server formats with).
        const known = {
          Pacific: ['11-22-2026 09:30 PM', '07-04-2026 09:05 AM'],
          Eastern: ['11-23-2026 12:30 AM', '07-04-2026 12:05 PM'],
        }[timeZone]!;
        expect([row('TRL-1001')[10], row('TRL-1002')[10]]).toEqual(known);
        const asset = await byUnit('TRL-1001');
        expect(row('TRL-1001')[6]).toBe(formatDateTime(asset.updateDate, zone));
      }
    });

    it('when no columns are named, then the file has the list’s columns; when a column cannot be exported, then 400 names columns[i]', async () => {
      const { ctx } = suite.app;
      const { token } = await suite.api.login('sysadmin');
      const defaults = ctx.registry.entity('asset').list!.columns;
      const [header] = records(await exportText('/Assets/Export', token, {}));
      expect(header).toEqual(defaults.map(labelOf));
      expect(header[0]).toBe('Unit ID');
      const bad: [unknown, string][] = [
        [['assetModelId', 'noSuchColumn'], 'columns[1]'],
        [['assetModelId', 'isActive', 'siteAccess'], 'columns[2]'],
        [['priCompanyId'], 'columns[0]'],
        [['id', 'assetModelId'], 'columns[0]'],
        [[], 'columns'],
      ];
      for (const [columns, field] of bad) {
        for (const path of ['/Assets/Export', '/Assets/Export/Download']) {
          const res = await suite.api.call('POST', path, { token, body: { columns } });
          expect(res.status, `${path} ${JSON.stringify(columns)}`).toBe(400);
          expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual([field]);
        }
      }
    });

    it('when a Dispatch Manager or a Driver exports, then the file holds only the assets they may see, under the filters they sent', async () => {
      const { ctx } = suite.app;
      const assets = await repoOf(ctx).findMany(ctx.db, 'asset');
      const units = (rows: string[][]) => rows.map((r) => r[0]).sort();
      for (const login of ['dispatcher', 'driver']) {
        const { token } = await suite.api.login(login);
        const me = await repoOf(ctx).findMany(ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: login }] });
        const reach = new Set(me[0].siteAccess as number[]);
        const visible = assets
          .filter((a) => a.priCompanyId === ids.company.glf && (a.siteAccess as number[]).some((s) => reach.has(s)))
          .map((a) => a.assetModelId as string)
          .sort();
        const body = { columns: ['assetModelId', 'assetStatus', 'updateDate'] };
        const [, ...rows] = records(await exportText('/Assets/Export', token, body));
        expect(units(rows), login).toEqual(visible);
        expect(units(rows)).toEqual((await list(token, {})).map((a) => a.assetModelId).sort());
        const [, ...file] = records((await download('/Assets/Export/Download', token, body)).bytes);
        expect(units(file)).toEqual(visible);
        // Times in his own zone (Central for both).
        const zone = zoneOf(me[0].timeZone);
        const stamps = new Map(assets.map((a) => [a.assetModelId as string, formatDateTime(a.updateDate, zone)]));
        for (const r of rows) expect(r[2]).toBe(stamps.get(r[0]));
        // Filters and the site choice narrow the file as they narrow the list.
        const available = ids.lookup(ids.company.glf, 'AssetStatus', 'Available');
        const narrowed = {
          ...body,
          companyId: ids.company.glf,
          siteIds: [ids.site.CHI],
          filters: [{ type: 'AssetStatus', filterType: 'Lookup', option: FilterOption.Exact, value: available, active: true }],
        };
        const [, ...some] = records(await exportText('/Assets/Export', token, narrowed));
        const screen = (await list(token, narrowed)).map((a) => a.assetModelId).sort();
        expect(units(some)).toEqual(screen);
        expect(new Set(some.map((r) => r[1]))).toEqual(new Set(some.length ? ['Available'] : []));
        const expectedNarrow = assets
          .filter(
            (a) => visible.includes(a.assetModelId) && a.assetStatus === available && (a.siteAccess as number[]).includes(ids.site.CHI),
          )
          .map((a) => a.assetModelId)
          .sort();
        expect(units(some)).toEqual(expectedNarrow);
        // Another company is out of reach.
        expect((await suite.api.call('POST', '/Assets/Export', { token, body: { ...body, companyId: ids.company.sbl } })).status).toBe(404);
        expect((await download('/Assets/Export/Download', token, { ...body, companyId: ids.company.sbl })).status).toBe(404);
      }
      // Some driver sees fewer than the whole company: the check above is not vacuous.
      const { token } = await suite.api.login('driver');
      const [, ...rows] = records(await exportText('/Assets/Export', token, { columns: ['assetModelId'] }));
      expect(rows.length).toBeLessThan(assets.filter((a) => a.priCompanyId === ids.company.glf).length);
      expect(rows.length).toBeGreaterThan(0);
    });

    it('when an asset’s history is exported, then AssetHistoryReport.csv holds its rows as the history screen shows them, newest first', async () => {
      const { ctx } = suite.app;
      const admin = await suite.api.login('siteadmin');
      const asset = await byUnit('TRL-1006');
      // Two saves after the seeded history (its creation, then the repair that put it out of service): an update and a repair.
      const read = (await suite.api.call('GET', `/Asset/${asset.id}`, { token: admin.token })).body.data;
      suite.app.clock.advance(60_000);
      const first = await suite.api.call('POST', '/Asset', { token: admin.token, body: { ...read, assetDescription: '=cmd|/c calc' } });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      suite.app.clock.advance(60_000);
      const brakes = ids.lookup(ids.company.glf, 'AssetRepairType', 'Brakes');
      const repairType = read.repairType === brakes ? ids.lookup(ids.company.glf, 'AssetRepairType', 'Tires') : brakes;
      const second = await suite.api.call('POST', '/Asset', { token: admin.token, body: { ...first.body.data, repairType } });
      expect(second.status, JSON.stringify(second.body)).toBe(200);

      const columns = ['auditDate', 'action', 'auditUser', 'assetModelId', 'assetStatus', 'repairType', 'assetDescription', 'isActive'];
      const body = { assetId: asset.id, columns };
      const text = await exportText('/AssetAudits/Export', admin.token, body);
      const file = await download('/AssetAudits/Export/Download', admin.token, body);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="AssetHistoryReport.csv"');
      expect(file.bytes.subarray(0, 3)).toEqual(BOM);
      expect(Buffer.from(text, 'utf8').equals(file.bytes)).toBe(true);
      const [header, ...rows] = records(file.bytes);
      expect(header).toEqual(['Date', 'Action', 'Updated By', 'Unit ID', 'Asset Status', 'Repair Type', 'Asset Description', 'Active?']);
      const history = (await suite.api.call('POST', '/AssetAudits', { token: admin.token, body: { assetId: asset.id } })).body
        .data as Rec[];
      const me = await repoOf(ctx).findMany(ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'siteadmin' }] });
      const zone = zoneOf(me[0].timeZone);
      expect(rows).toEqual(history.map((h) => columns.map((c) => shown(c, h[c], zone))));
      expect(rows.map((r) => r[1])).toEqual(['Repaired', 'Updated', 'Repaired', 'Created']);
      expect(rows[0][5]).toBe(names.get(repairType));
      expect(rows[0][6]).toBe("'=cmd|/c calc");
      expect(rows[0][0]).toBe(formatDateTime(ctx.clock.now().toISOString(), zone));
      // A column of the history's sets only; another company's administrator does not reach it.
      const bad = await suite.api.call('POST', '/AssetAudits/Export', {
        token: admin.token,
        body: { assetId: asset.id, columns: ['auditDate', 'x'] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details[0].field).toBe('columns[1]');
      const other = await suite.api.login('siteadmin2');
      expect((await suite.api.call('POST', '/AssetAudits/Export', { token: other.token, body })).status).toBe(404);
      expect((await download('/AssetAudits/Export/Download', other.token, body)).status).toBe(404);
    });

    // Last: it adds many assets, past the screen's page.
    it('when an export spans several read batches, then each row arrives once, in the list’s order, in both forms', async () => {
      const { ctx } = suite.app;
      const sbl = ids.company.sbl;
      const e = ctx.registry.entity('asset');
      const template = (await byUnit('TRL-2001'))!;
      const bulk = Array.from({ length: 1234 }, (_, i) =>
        ctx.repo.toRow(e, {
          ...template,
          id: undefined,
          siteAccess: undefined,
          assetModelId: `BULK-${String(1234 - i).padStart(5, '0')}`,
          assetDescription: i % 97 === 0 ? `=row ${i}` : `Bulk row ${i}`,
        }),
      );
      for (let i = 0; i < bulk.length; i += 200)
        await (ctx.db as any)
          .insertInto('asset')
          .values(bulk.slice(i, i + 200))
          .execute();
      const { token } = await suite.api.login('sysadmin');
      const body = { companyId: sbl, columns: ['assetModelId', 'assetDescription'] };
      const text = await exportText('/Assets/Export', token, body);
      const file = await download('/Assets/Export/Download', token, body);
      expect(Buffer.from(text, 'utf8').equals(file.bytes)).toBe(true);
      const [, ...rows] = records(file.bytes);
      const stored = (await repoOf(ctx).findMany(ctx.db, 'asset', { where: [{ prop: 'priCompanyId', op: 'eq', value: sbl }] }))
        .map((a) => [a.assetModelId as string, shown('assetDescription', a.assetDescription, 'UTC')])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      expect(rows.length).toBe(stored.length);
      expect(rows).toEqual(stored);
    });
  });
}
