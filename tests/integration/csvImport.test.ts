// CSV import (issue 34, server/engine/csvImport.ts) through its generated calls, POST
// /{Many}/Import and /{Many}/Import/Stream: an export, edited and imported, updates its rows; a dry
// run writes nothing; errors are listed by row and column and a file with any writes nothing; each
// row goes through the entity's own save (its rules, its tenancy, its history); the security log
// names who imported what; and the attacks: another company's names, a driver's token, an unclosed
// quote, a line break inside a cell, two imports at once.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const ALL_SITES = { companyId: null, siteIds: [-1], filters: [] };
const csvOf = (rows: string[][]) => stringify(rows, { record_delimiter: '\r\n' });

for (const dialect of DIALECTS) {
  describe(`CSV import on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let admin: string;
    const repo = () => repoOf(suite.app.ctx);
    const asset = async (unit: string) =>
      (await repo().findMany(suite.app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: unit }] })) as Rec[];
    const edited = async () =>
      (await repo().findMany(suite.app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'like', value: 'EDT-' }] })) as Rec[];
    const count = async (entity: 'asset' | 'location' | 'carrier' | 'appointment' | 'securityEvent') =>
      repo().count(suite.app.ctx.db, entity);
    const importCsv = async (path: string, csv: string, dryRun = false, token = admin) =>
      suite.api.call('POST', path, { token, body: { csv, dryRun } });

    beforeAll(async () => {
      admin = (await suite.api.login('siteadmin')).token;
    });

    it('when a Company Administrator exports assets, edits the file and imports it, then the dry run writes nothing, and the import updates those rows through the asset save (history, security log)', async () => {
      const exported = await suite.api.call('POST', '/Assets/Export', {
        token: admin,
        body: { ...ALL_SITES, columns: ['assetModelId', 'assetDescription', 'assetStatus', 'assetLocId', 'isActive', 'updateDate'] },
      });
      expect(exported.status).toBe(200);
      const rows: string[][] = parse(exported.body.data, { bom: true });
      const at = rows.findIndex((r) => r[0] === 'TRL-1002');
      // a description with a comma, a quote and a line break, and one a spreadsheet would run as a formula
      rows[at][1] = 'Said "hi", then\r\nleft';
      rows[at][3] = 'Row B (Chicago Cross-Dock)';
      const formula = rows.findIndex((r) => r[0] === 'TRL-1003');
      rows[formula][1] = "'=SUM(A1:A2)";
      const csv = csvOf(rows);
      const before = (await asset('TRL-1002'))[0];
      const untouched = rows.find((r, i) => i > 0 && r[0] !== 'TRL-1002' && r[0] !== 'TRL-1003')![0];
      const untouchedBefore = (await asset(untouched))[0];
      const events = await count('securityEvent');
      const histories = await repo().count(suite.app.ctx.db, 'assetAudit' as never);

      const dry = await importCsv('/Assets/Import', csv, true);
      expect(dry.status).toBe(200);
      expect(dry.body.data).toEqual({
        dryRun: true,
        rows: rows.length - 1,
        created: 0,
        // the two rows edited; the others as exported change nothing and are not saved
        updated: 2,
        unchanged: rows.length - 3,
        imported: false,
        errors: [],
        truncated: false,
      });
      expect((await asset('TRL-1002'))[0]).toEqual(before);

      const done = await importCsv('/Assets/Import', csv);
      expect(done.body.data).toMatchObject({
        dryRun: false,
        updated: 2,
        unchanged: rows.length - 3,
        created: 0,
        imported: true,
        errors: [],
      });
      const after = (await asset('TRL-1002'))[0];
      expect(after.assetDescription).toBe('Said "hi", then\r\nleft');
      expect((await asset('TRL-1003'))[0].assetDescription).toBe('=SUM(A1:A2)');
      expect(after.updateUser).toBe('siteadmin');
      const history = await repo().findMany(suite.app.ctx.db, 'assetAudit' as never, {
        where: [{ prop: 'assetId', op: 'eq', value: after.id }],
      });
      // every row's history, held and written a batch at a time, is there, with its changes
      expect(await repo().count(suite.app.ctx.db, 'assetAudit' as never)).toBe(histories + 2);
      // a row left as exported: its record is as it was, its Last Updated too
      expect((await asset(untouched))[0]).toEqual(untouchedBefore);
      expect(history.at(-1)).toMatchObject({ action: 'update', auditUser: 'siteadmin' });
      expect((history.at(-1) as Rec).changes).toContainEqual({
        field: 'assetDescription',
        old: before.assetDescription,
        new: 'Said "hi", then\r\nleft',
      });
      const logged = await repo().findMany(suite.app.ctx.db, 'securityEvent', {
        where: [{ prop: 'eventType', op: 'eq', value: 'CSV imported' }],
      });
      expect(await count('securityEvent')).toBe(events + 1);
      expect(logged.at(-1)).toMatchObject({ actor: 'siteadmin', subject: 'Asset records: 0 created, 2 updated' });
    });

    it('when a file has bad cells, then each is listed by row and column, and none of its rows is written, the good ones neither', async () => {
      const assets = await count('asset');
      const csv = csvOf([
        ['Unit ID', 'Asset Status', 'Asset Type', 'Asset Category', 'Custody', 'Assigned Location', 'Current Location', 'Active?'],
        ['NEW-0001', 'Available', 'Dry Van', 'Trailer', 'Company Owned', 'Row A (Chicago Cross-Dock)', 'Row A (Chicago Cross-Dock)', 'Yes'],
        [
          'NEW-0002',
          'Broken',
          'Dry Van',
          'Trailer',
          'Company Owned',
          'Row A (Chicago Cross-Dock)',
          'West Yard (Atlanta Distribution Center)',
          'Maybe',
        ],
        ['NEW-0003', 'Available', '', 'Trailer', 'Company Owned', 'Row A (Chicago Cross-Dock)', 'Row A (Chicago Cross-Dock)', 'No'],
      ]);
      const res = await importCsv('/Assets/Import', csv);
      expect(res.status).toBe(200);
      const { errors, imported, created } = res.body.data;
      expect(imported).toBe(false);
      expect(created).toBe(1);
      expect(errors).toEqual([
        { row: 3, column: 'Asset Status', message: "Asset Status: 'Broken' is not an Asset Status you can choose" },
        {
          row: 3,
          column: 'Current Location',
          message: "Current Location: 'West Yard (Atlanta Distribution Center)' is not a Location you can choose",
        },
        { row: 3, column: 'Active?', message: 'Active? must be Yes or No' },
        { row: 4, column: 'Asset Type', message: 'Asset Type is required' },
      ]);
      expect(await count('asset')).toBe(assets);
      expect(await asset('NEW-0001')).toEqual([]);
    });

    it("when an export of one site, which names its locations without their site, is imported back with that site, then its names are that site's; without it they are ambiguous, and another company's site changes nothing", async () => {
      const [detroit] = await repo().findMany(suite.app.ctx.db, 'site', {
        where: [{ prop: 'siteName', op: 'eq', value: 'Detroit Terminal' }],
      });
      const [dallas] = await repo().findMany(suite.app.ctx.db, 'site', {
        where: [{ prop: 'siteName', op: 'eq', value: 'Dallas Terminal' }],
      });
      const exported = await suite.api.call('POST', '/Assets/Export', { token: admin, body: { ...ALL_SITES, siteIds: [detroit.id] } });
      const csv = exported.body.data as string;
      const rows: string[][] = parse(csv, { bom: true });
      expect(rows.length).toBeGreaterThan(1);
      const send = (siteIds?: number[]) =>
        suite.api.call('POST', '/Assets/Import', { token: admin, body: { csv, dryRun: true, ...(siteIds ? { siteIds } : {}) } });
      const about = await send([detroit.id]);
      expect(about.body.data).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: rows.length - 1 });
      const plain = await send();
      expect(plain.body.data.errors[0].message).toMatch(/names more than one Location; name its site too/);
      expect((await send([dallas.id])).body.data.errors).toEqual(plain.body.data.errors);
      expect((await send(['x' as never])).status).toBe(400);

      // a System Administrator's file names no company: its lookups are those of the sites' company
      const sysadmin = (await suite.api.login('sysadmin')).token;
      const sys = await suite.api.call('POST', '/Assets/Export', { token: sysadmin, body: { ...ALL_SITES, siteIds: [detroit.id] } });
      const sysSend = (siteIds?: number[]) =>
        suite.api.call('POST', '/Assets/Import', {
          token: sysadmin,
          body: { csv: sys.body.data, dryRun: true, ...(siteIds ? { siteIds } : {}) },
        });
      expect((await sysSend([detroit.id])).body.data).toMatchObject({ errors: [], unchanged: rows.length - 1 });
      expect((await sysSend()).body.data.errors).toContainEqual({
        row: 2,
        column: 'Asset Status',
        message: `Asset Status: '${rows[1][1]}' names more than one Asset Status: add the company's column`,
      });
    });

    it('when rows added to an export of the default columns create records, then the header says once which column they need, before each row says the field is required', async () => {
      const exported = await suite.api.call('POST', '/Assets/Export', { token: admin, body: ALL_SITES });
      const rows: string[][] = parse(exported.body.data, { bom: true });
      expect(rows[0]).not.toContain('Custody');
      const added = [...rows[1]];
      added[0] = 'NEW-2001';
      const res = await importCsv('/Assets/Import', csvOf([rows[0], rows[1], added, ['NEW-2002', ...added.slice(1)]]), true);
      expect(res.body.data.errors).toEqual([
        { row: 1, column: 'Custody', message: 'The file has no Custody column, which new records need' },
        { row: 3, column: 'Custody', message: 'Custody is required' },
        { row: 4, column: 'Custody', message: 'Custody is required' },
      ]);
      // in the caller's language
      const es = await suite.api.call('POST', '/Assets/Import', {
        token: admin,
        body: { csv: csvOf([rows[0], added]), dryRun: true },
        headers: { 'accept-language': 'es' },
      });
      expect(es.body.data.errors[0].message).toMatch(/^El archivo no tiene la columna .+, que los registros nuevos necesitan$/);
    });

    it('when later rows of a file name a record earlier rows created or renamed, then they update it, also when a bad row makes the batch run again a row at a time', async () => {
      // The rows' records are read ahead for a batch (server/engine/importMatches.ts): what the
      // batch's own rows create, rename or roll back must show in the rows after them. Locations,
      // whose name and site no unique index guards: a stale answer would write a second record.
      const header = ['id', 'Location Name', 'Site', 'Location Type', 'Is Active?'];
      const site = 'Chicago Cross-Dock';
      const named = async (name: string) =>
        (await repo().findMany(suite.app.ctx.db, 'location', { where: [{ prop: 'location', op: 'eq', value: name }] })) as Rec[];
      const file = (...rows: string[][]) => importCsv('/Locations/Import', csvOf([header, ...rows]));
      const renamed = (await named('Row B'))[0];
      const locations = await count('location');
      const res = await file(
        ['', 'Door 90', site, 'Dock Door', 'Yes'],
        ['', 'Door 90', site, 'Dock Door', 'No'],
        [String(renamed.id), 'Row B2', site, 'Parking Row', 'Yes'],
        ['', 'Row B2', site, 'Parking Row', 'No'],
      );
      expect(res.body.data).toMatchObject({ created: 1, updated: 3, imported: true, errors: [] });
      expect(await count('location')).toBe(locations + 1);
      expect(await named('Door 90')).toMatchObject([{ isActive: false }]);
      expect(await named('Row B2')).toMatchObject([{ id: renamed.id, isActive: false }]);

      // a bad last row: the batch is rolled back and run again row by row, where the records the
      // first attempt created are gone
      const again = await file(
        ['', 'Door 93', site, 'Dock Door', 'Yes'],
        ['', 'Door 94', site, 'Dock Door', 'Yes'],
        ['', 'Lot', 'Dallas Terminal', 'Yard', 'Yes'],
      );
      expect(again.body.data).toMatchObject({
        created: 2,
        updated: 0,
        imported: false,
        errors: [{ row: 4, column: 'Site', message: "Site: 'Dallas Terminal' is not a Site you can choose" }],
      });
      expect(await count('location')).toBe(locations + 1);
      // an id no record can have (past 32 bits, where PostgreSQL's select would fail) is the row's error
      const huge = await file(['3000000000', 'Door 95', site, 'Dock Door', 'Yes']);
      expect(huge.status).toBe(200);
      expect(huge.body.data.errors).toEqual([{ row: 2, column: 'id', message: 'Location 3000000000 is no record number' }]);
    });

    it('when a file creates many assets, then they are written together — far fewer statements than rows — each with its own values, history row and change event, and a row naming a record an earlier row created updates it', async () => {
      // server/engine/saveTogether.ts createRecords: a run of new records through their saves, inserted in one statement
      // (a header may name the properties as well as their labels)
      const header = [
        'assetModelId',
        'assetDescription',
        'assetStatus',
        'assetType',
        'assetCategory',
        'custody',
        'assignLocId',
        'assetLocId',
        'isActive',
      ];
      const at = 'Row A (Chicago Cross-Dock)';
      const row = (unit: string, description: string) => [
        unit,
        description,
        'Available',
        'Dry Van',
        'Trailer',
        'Company Owned',
        at,
        at,
        'Yes',
      ];
      const n = 120;
      const rows = Array.from({ length: n }, (_, i) => row(`RUN-${i}`, `Run row ${i}`));
      // the 61st row names the 11th's new record: it updates it, as it would saved a row at a time
      rows.splice(60, 0, row('RUN-10', 'Run row 10, again'));
      const histories = await repo().count(suite.app.ctx.db, 'assetAudit' as never);
      const statements = suite.app.ctx.adapter.stats.queries;
      const res = await importCsv('/Assets/Import', csvOf([header, ...rows]));
      const ran = suite.app.ctx.adapter.stats.queries - statements;
      expect(res.body.data).toMatchObject({ rows: n + 1, created: n, updated: 1, imported: true, errors: [] });
      // one a row would be n; a run is one insert, the update splits them in two
      expect(ran).toBeLessThan(n / 4);
      const made = (await repo().findMany(suite.app.ctx.db, 'asset', {
        where: [{ prop: 'assetModelId', op: 'like', value: 'RUN-' }],
      })) as Rec[];
      expect(made).toHaveLength(n);
      // each record has its own row's values (the keys given in the rows' order)
      for (const a of made) {
        const i = Number(String(a.assetModelId).slice(4));
        expect(a.assetDescription).toBe(i === 10 ? 'Run row 10, again' : `Run row ${i}`);
        expect(a.updateUser).toBe('siteadmin');
      }
      expect(made.map((a) => a.id)).toEqual([...made.map((a) => a.id as number)].sort((a, b) => a - b));
      expect(await repo().count(suite.app.ctx.db, 'assetAudit' as never)).toBe(histories + n + 1);
      const events = (await rawDb(suite.app.ctx).selectFrom('app_event').select('ids').where('entity', '=', 'asset').execute()) as {
        ids: string;
      }[];
      const told = new Set(events.flatMap((ev) => String(ev.ids).split(/\D+/).filter(Boolean).map(Number)));
      expect(made.filter((a) => !told.has(a.id as number))).toEqual([]);
    });

    it('when a file updates many assets, then they are written together — far fewer statements than rows — each with its own values, status date and history, its site access kept', async () => {
      // server/engine/saveTogether.ts updateRecords: a run of updates through their saves, written in one statement
      const header = [
        'Unit ID',
        'Asset Description',
        'Asset Status',
        'Asset Type',
        'Asset Category',
        'Custody',
        'Assigned Location',
        'Current Location',
      ];
      const at = 'Row A (Chicago Cross-Dock)';
      const row = (i: number, description: string, status: string) => [
        `EDT-${i}`,
        description,
        status,
        'Dry Van',
        'Trailer',
        'Company Owned',
        at,
        at,
      ];
      const n = 120;
      const made = await importCsv(
        '/Assets/Import',
        csvOf([header, ...Array.from({ length: n }, (_, i) => row(i, `Edit ${i}`, 'Available'))]),
      );
      expect(made.body.data).toMatchObject({ created: n, imported: true });
      const before = new Map((await edited()).map((a) => [a.assetModelId, a]));
      // one record with a site's access, which the file has no column for
      const chicago = (await repo().findMany(suite.app.ctx.db, 'site', {
        where: [{ prop: 'siteName', op: 'eq', value: 'Chicago Cross-Dock' }],
      })) as Rec[];
      const id = before.get('EDT-7')!.id;
      const stored = (await suite.api.call('GET', `/Asset/${id}`, { token: admin })).body.data;
      expect((await suite.api.call('POST', '/Asset', { token: admin, body: { ...stored, siteAccess: [chicago[0].id] } })).status).toBe(200);
      const withAccess = (await asset('EDT-7'))[0];
      const histories = await repo().count(suite.app.ctx.db, 'assetAudit' as never);

      // a new description but on every fifth row; a new status on every third (and so a new status
      // date): every fifteenth changes its status alone, which the asset's history calls a repair
      suite.app.clock.advance(60_000);
      const statements = suite.app.ctx.adapter.stats.queries;
      const res = await importCsv(
        '/Assets/Import',
        csvOf([
          header,
          ...Array.from({ length: n }, (_, i) => row(i, i % 5 ? `Edited ${i}` : `Edit ${i}`, i % 3 ? 'Available' : 'In Use')),
        ]),
      );
      const ran = suite.app.ctx.adapter.stats.queries - statements;
      // a row whose description and status are as stored (every fifth, not every third) changes nothing
      const same = Array.from({ length: n }, (_, i) => i).filter((i) => i % 5 === 0 && i % 3 !== 0).length;
      expect(res.body.data).toMatchObject({ rows: n, created: 0, updated: n - same, unchanged: same, imported: true, errors: [] });
      // one a row would be n, and the records were read again for each before
      expect(ran).toBeLessThan(n / 4);
      for (const a of await edited()) {
        const i = Number(String(a.assetModelId).slice(4));
        const was = before.get(a.assetModelId)!;
        expect(a.assetDescription).toBe(i % 5 ? `Edited ${i}` : `Edit ${i}`);
        expect(a.updateUser).toBe('siteadmin');
        if (i % 3) expect([a.assetStatus, a.statusUpdate]).toEqual([was.assetStatus, was.statusUpdate]);
        else expect(a.statusUpdate).not.toBe(was.statusUpdate);
      }
      expect((await asset('EDT-7'))[0].siteAccess).toEqual(withAccess.siteAccess);
      expect(await repo().count(suite.app.ctx.db, 'assetAudit' as never)).toBe(histories + n - same);
      const history = (id: unknown) =>
        repo().findMany(suite.app.ctx.db, 'assetAudit' as never, { where: [{ prop: 'assetId', op: 'eq', value: id }] }) as Promise<Rec[]>;
      const fields = async (unit: string) => ((await history(before.get(unit)!.id)).at(-1)!.changes as Rec[]).map((c) => c.field).sort();
      expect(await fields('EDT-1')).toEqual(['assetDescription', 'updateDate']);
      expect(await fields('EDT-3')).toEqual(['assetDescription', 'assetStatus', 'statusUpdate', 'updateDate']);
      expect(await fields('EDT-7')).toEqual(['assetDescription', 'updateDate']);
      expect(await fields('EDT-15')).toEqual(['assetStatus', 'statusUpdate', 'updateDate']);
      const last = async (unit: string) => (await history(before.get(unit)!.id)).at(-1)!;
      expect([(await last('EDT-15')).action, (await last('EDT-3')).action]).toEqual(['repair', 'update']);
      // each history row holds the record as it now is, its site access too
      expect((await last('EDT-7')).siteAccess).toEqual(withAccess.siteAccess);
    });

    it('when a file creates locations, then each goes last in its site as when typed in one by one: the location save reads its site, so they are saved apart', async () => {
      const site = 'Chicago Cross-Dock';
      const res = await importCsv(
        '/Locations/Import',
        csvOf([
          ['Location Name', 'Site', 'Location Type', 'Is Active?'],
          ...[1, 2, 3, 4].map((i) => [`Apart ${i}`, site, 'Dock Door', 'Yes']),
        ]),
      );
      expect(res.body.data).toMatchObject({ created: 4, imported: true, errors: [] });
      const made = (await repo().findMany(suite.app.ctx.db, 'location', {
        where: [{ prop: 'location', op: 'like', value: 'Apart ' }],
        sort: [{ prop: 'id', order: 'ASC' }],
      })) as Rec[];
      const sorts = made.map((l) => l.sort as number);
      expect(new Set(sorts).size).toBe(4);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    });

    it('when the header names a column the entity has not, or the file is not CSV, then the import says so and writes nothing', async () => {
      const header = await importCsv('/Carriers/Import', 'Carrier Name,SCAC,Colour\r\nAcme,ACME,Red\r\n');
      expect(header.body.data.errors).toEqual([{ row: 1, column: 'Colour', message: 'Colour is not a column of Carrier' }]);
      const quote = await importCsv('/Carriers/Import', 'Carrier Name,SCAC\r\n"Acme,ACME\r\n');
      expect(quote.status).toBe(400);
      expect(quote.body.error.details[0].field).toBe('csv');
      const empty = await importCsv('/Carriers/Import', '\r\n');
      expect(empty.body.data.errors).toEqual([{ row: 1, column: null, message: 'The file is empty: its first row must name the columns' }]);
      const wrongType = await suite.api.call('POST', '/Carriers/Import', { token: admin, body: { csv: 5, dryRun: 'yes' } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['csv', 'dryRun']);
    });

    it('when a file is larger than the 1 MB every other call takes, then a caller with a session imports it, and one without gets 401 before its body is read', async () => {
      const header = 'Carrier Name,SCAC,Free Time (minutes),Last Updated\r\n';
      // about 2 MB: rows that all name the same new carrier, each with a long cell of a column an import reads and ignores
      const csv = header + `Big File Lines,BIGF,60,${'x'.repeat(820)}\r\n`.repeat(2_500);
      expect(csv.length).toBeGreaterThan(2_000_000);
      const done = await importCsv('/Carriers/Import', csv, true);
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ rows: 2_500, created: 1, updated: 0, unchanged: 2_499, errors: [] });
      expect((await importCsv('/Carriers/Import', csv, true, '')).status).toBe(401);
      // any other call keeps its 1 MB
      const other = await suite.api.call('POST', '/Carrier', { token: admin, body: { name: 'x'.repeat(2_000_000), scac: 'BIGG' } });
      expect(other.status).toBe(413);
    });

    it('when carriers and locations are imported, then a row whose match columns name a record updates it (a SCAC; a site and a name) and any other creates one, in the caller company and sites only', async () => {
      const carriers = await repo().findMany(suite.app.ctx.db, 'carrier', {});
      const mine = carriers.find((c) => c.companyId !== null)!;
      const res = await importCsv(
        '/Carriers/Import',
        csvOf([
          ['Carrier Name', 'SCAC', 'Free Time (minutes)', 'Is Active?'],
          [`${mine.name} Renamed`, mine.scac, '90', 'Yes'],
          ['Harbor Freight Lines', 'HFLX', '120', 'Yes'],
        ]),
      );
      expect(res.body.data).toMatchObject({ created: 1, updated: 1, imported: true });
      const renamed = await repo().findById(suite.app.ctx.db, 'carrier', mine.id);
      expect(renamed).toMatchObject({ name: `${mine.name} Renamed`, freeMinutes: 90 });

      const locations = await count('location');
      const loc = await importCsv(
        '/Locations/Import',
        csvOf([
          ['Location Name', 'Site', 'Location Type', 'Is Active?'],
          ['Door 77', 'Chicago Cross-Dock', 'Dock Door', 'Yes'],
          ['Row A', 'Chicago Cross-Dock', 'Parking Row', 'No'],
          ['Back Lot', 'Dallas Terminal', 'Yard', 'Yes'],
        ]),
      );
      expect(loc.body.data.errors).toEqual([{ row: 4, column: 'Site', message: "Site: 'Dallas Terminal' is not a Site you can choose" }]);
      expect(await count('location')).toBe(locations);
    });

    it("when locations and carriers are exported (POST /Locations/Export, /Carriers/Export and their /Download), edited and imported, then the file holds only the caller company's rows and the import updates the rows edited, leaving the others as they were", async () => {
      const companyId = (
        await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'siteadmin' }] })
      )[0].priCompanyId as number;
      const ownSites = await repo().findMany(suite.app.ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: companyId }] });
      const ownLocations = await repo().findMany(suite.app.ctx.db, 'location', {
        where: [{ prop: 'siteId', op: 'in', value: ownSites.map((s) => s.id) }],
      });
      const exported = await suite.api.call('POST', '/Locations/Export', { token: admin, body: ALL_SITES });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      const rows: string[][] = parse(exported.body.data, { bom: true });
      // the list's columns, as the list heads them: what the import reads back
      expect(rows[0]).toEqual(['Site', 'Location Name', 'Location Type', 'Is Active?']);
      expect(rows.length - 1).toBe(ownLocations.length);
      expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(ownSites.map((s) => s.siteName)));
      const file = await fetch(`${suite.app.baseUrl}/api/Fleet/Locations/Export/Download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(ALL_SITES),
      });
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="LocationsReport.csv"');
      expect(parse(Buffer.from(await file.arrayBuffer()), { bom: true })).toEqual(rows);

      const at = rows.findIndex((r, i) => i > 0 && r[3] === 'Yes');
      rows[at][3] = 'No';
      const done = await importCsv('/Locations/Import', csvOf(rows));
      expect(done.body.data).toMatchObject({ created: 0, updated: 1, unchanged: rows.length - 2, imported: true, errors: [] });
      const changed = ownLocations.find(
        (l) => l.location === rows[at][1] && ownSites.find((s) => s.id === l.siteId)!.siteName === rows[at][0],
      )!;
      expect(await repo().findById(suite.app.ctx.db, 'location', changed.id)).toMatchObject({ isActive: false });

      // a System Administrator's file of one company: its location types are that company's (every
      // company names its own 'Dock Door'), known by each row's site
      const sysadmin = (await suite.api.login('sysadmin')).token;
      const whole = await suite.api.call('POST', '/Locations/Export', { token: sysadmin, body: { ...ALL_SITES, companyId } });
      const again = await importCsv('/Locations/Import', whole.body.data, true, sysadmin);
      expect(again.body.data).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: ownLocations.length });

      const carriers = await suite.api.call('POST', '/Carriers/Export', {
        token: admin,
        body: { ...ALL_SITES, columns: ['name', 'scac', 'email', 'freeMinutes', 'detentionRate', 'isActive'] },
      });
      const carrierRows: string[][] = parse(carriers.body.data, { bom: true });
      const ownCarriers = await repo().findMany(suite.app.ctx.db, 'carrier', {
        where: [{ prop: 'companyId', op: 'eq', value: companyId }],
      });
      expect(
        carrierRows
          .slice(1)
          .map((r) => r[1])
          .sort(),
      ).toEqual(ownCarriers.map((c) => c.scac).sort());
      carrierRows[1][3] = '45';
      const carrierImport = await importCsv('/Carriers/Import', csvOf(carrierRows));
      expect(carrierImport.body.data).toMatchObject({ updated: 1, unchanged: carrierRows.length - 2, imported: true });
      const carrierFile = await fetch(`${suite.app.baseUrl}/api/Fleet/Carriers/Export/Download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...ALL_SITES, columns: ['scac', 'freeMinutes'] }),
      });
      expect(parse(Buffer.from(await carrierFile.arrayBuffer()), { bom: true })).toContainEqual([carrierRows[1][1], '45']);

      // a driver reads no carriers; another company is not the caller's to name
      const driver = (await suite.api.login('driver')).token;
      expect((await suite.api.call('POST', '/Carriers/Export', { token: driver, body: ALL_SITES })).status).toBe(403);
      const other = (await repo().findMany(suite.app.ctx.db, 'company', {})).find((c) => c.id !== companyId)!;
      expect(
        (await suite.api.call('POST', '/Locations/Export', { token: admin, body: { ...ALL_SITES, companyId: other.id } })).status,
      ).toBe(404);
    });

    it("when a System Administrator's export of one company's carriers, which has no company column, is imported back with that company, then its rows are that company's: an edited row updates, an added one is created there, and the company's security log tells it", async () => {
      const sysadmin = (await suite.api.login('sysadmin')).token;
      const companies = (await repo().findMany(suite.app.ctx.db, 'company', {})) as Rec[];
      const [adminUser] = await repo().findMany(suite.app.ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'siteadmin' }] });
      const mine = companies.find((c) => c.id === adminUser.priCompanyId)!;
      const other = companies.find((c) => c.id !== mine.id)!;
      const columns = ['name', 'scac', 'freeMinutes', 'detentionRate', 'isActive'];
      const exported = await suite.api.call('POST', '/Carriers/Export', {
        token: sysadmin,
        body: { ...ALL_SITES, companyId: mine.id, columns },
      });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      const rows: string[][] = parse(exported.body.data, { bom: true });
      expect(rows[0]).not.toContain('Company');
      rows[1][2] = '75';
      rows.push(['Northwind Cartage', 'NWCT', '60', '', 'Yes']);
      const send = (companyId: number | undefined, dryRun = false) =>
        suite.api.call('POST', '/Carriers/Import', {
          token: sysadmin,
          body: { csv: csvOf(rows), dryRun, ...(companyId ? { companyId } : {}) },
        });

      // without the company, the added row cannot say whose it is
      const alone = await send(undefined, true);
      expect(alone.body.data.errors[0]).toMatchObject({
        row: 1,
        column: 'Company',
        message: 'The file has no Company column, which new records need',
      });
      const events = await count('securityEvent');
      const done = await send(mine.id);
      expect(done.body.data).toMatchObject({ errors: [], created: 1, updated: 1, unchanged: rows.length - 3, imported: true });
      const carrier = async (scac: string) =>
        (await repo().findMany(suite.app.ctx.db, 'carrier', { where: [{ prop: 'scac', op: 'eq', value: scac }] })) as Rec[];
      expect((await carrier('NWCT')).map((c) => c.companyId)).toEqual([mine.id]);
      expect((await carrier(rows[1][1])).find((c) => c.companyId === mine.id)).toMatchObject({ freeMinutes: 75 });
      expect(await count('securityEvent')).toBe(events + 1);
      const [logged] = await repo().findMany(suite.app.ctx.db, 'securityEvent', { sort: [{ prop: 'id', order: 'DESC' }], range: [0, 0] });
      expect(logged).toMatchObject({ eventType: 'CSV imported', companyId: mine.id });
      // the same file said to be another company's: its rows are that company's, none of which has these SCACs
      const elsewhere = await send(other.id, true);
      expect(elsewhere.body.data).toMatchObject({ errors: [], created: rows.length - 1, updated: 0, imported: false });
      // a row naming another company's carrier by its number updates it and leaves it that company's
      const [theirCarrier] = await repo().findMany(suite.app.ctx.db, 'carrier', {
        where: [{ prop: 'companyId', op: 'eq', value: other.id }],
      });
      const byNumber = await suite.api.call('POST', '/Carriers/Import', {
        token: sysadmin,
        body: {
          csv: csvOf([
            ['id', 'freeMinutes'],
            [String(theirCarrier.id), '80'],
          ]),
          companyId: mine.id,
        },
      });
      expect(byNumber.body.data).toMatchObject({ errors: [], updated: 1, imported: true });
      expect(await repo().findById(suite.app.ctx.db, 'carrier', theirCarrier.id as number)).toMatchObject({
        companyId: other.id,
        freeMinutes: 80,
      });
      const [filed] = await repo().findMany(suite.app.ctx.db, 'securityEvent', { sort: [{ prop: 'id', order: 'DESC' }], range: [0, 0] });
      expect(filed).toMatchObject({ eventType: 'CSV imported', companyId: null });
      // a company the caller does not reach: 404 naming it, nothing written
      const unknown = await suite.api.call('POST', '/Carriers/Import', { token: sysadmin, body: { csv: csvOf(rows), companyId: 999_999 } });
      expect([unknown.status, unknown.body.error.details[0].field]).toEqual([404, 'companyId']);
      const theirs = await suite.api.call('POST', '/Carriers/Import', {
        token: admin,
        body: { csv: csvOf(rows), dryRun: true, companyId: other.id },
      });
      expect([theirs.status, theirs.body.error.details[0].field]).toEqual([404, 'companyId']);
    });

    it('when a Driver or a Dispatch Manager imports assets, then it is refused (an import creates, which only administrators may), while a Dispatch Manager may import appointments', async () => {
      const driver = (await suite.api.login('driver')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      const csv = 'Unit ID\r\nTRL-1001\r\n';
      expect((await importCsv('/Assets/Import', csv, true, driver)).status).toBe(403);
      expect((await importCsv('/Assets/Import', csv, true, dispatcher)).status).toBe(403);
      const exported = await suite.api.call('POST', '/Appointments/Export', {
        token: dispatcher,
        body: { ...ALL_SITES, columns: ['id', 'startDate', 'endDate', 'siteId', 'doorId', 'carrierId', 'reference', 'status'] },
      });
      const rows: string[][] = parse(exported.body.data, { bom: true });
      rows[1][6] = 'PO-EDITED';
      const res = await importCsv('/Appointments/Import', csvOf(rows.slice(0, 2)), false, dispatcher);
      expect(res.body.data).toMatchObject({ updated: 1, created: 0, imported: true });
      expect(await repo().findById(suite.app.ctx.db, 'appointment', Number(rows[1][0]))).toMatchObject({ reference: 'PO-EDITED' });
      // another's number is no record of the caller's: not found, not created
      const missing = await importCsv('/Appointments/Import', csvOf([rows[0], ['999999', ...rows[1].slice(1)]]), true, dispatcher);
      expect(missing.body.data.errors).toEqual([{ row: 2, column: 'Appointment No.', message: 'Appointment 999999 not found' }]);
    });

    it('when a long file is imported through /Import/Stream, then progress lines come before the result, and two imports of the same new asset at once write it once, with no 500', async () => {
      const header = ['Unit ID', 'Asset Status', 'Asset Type', 'Asset Category', 'Custody', 'Assigned Location', 'Current Location'];
      const place = 'Row A (Chicago Cross-Dock)';
      const rows = Array.from({ length: 1200 }, (_, i) => [
        `BULK-${String(i).padStart(4, '0')}`,
        'Available',
        'Dry Van',
        'Trailer',
        'Company Owned',
        place,
        place,
      ]);
      const res = await fetch(`${suite.app.baseUrl}/api/Fleet/Assets/Import/Stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ csv: csvOf([header, ...rows]), dryRun: false }),
      });
      expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines.slice(0, -1)).toEqual([{ progress: { rows: 500 } }, { progress: { rows: 1000 } }, { progress: { rows: 1200 } }]);
      expect(lines.at(-1).data).toMatchObject({ created: 1200, imported: true });

      const one = csvOf([header, ['RACE-0001', 'Available', 'Dry Van', 'Trailer', 'Company Owned', place, place]]);
      const both = await Promise.all([importCsv('/Assets/Import', one), importCsv('/Assets/Import', one)]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(await asset('RACE-0001')).toHaveLength(1);
    });
  });
}
