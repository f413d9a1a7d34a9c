// The field-level history of an asset (x-audit: server/engine/audit.ts, auditSchema.ts, writer.ts,
// with the asset's rule that a save touching only the repairs dialog's fields is a 'repair'): one
// asset is created, updated by two authors, repaired, changed again and deleted through the real
// /api/Fleet calls, and its history (POST /AssetAudits, newest first) must hold exactly one row per
// save — the action, who, and exactly the fields that changed, old → new. Saves that fail (400,
// 403, 404, 409) must leave no history row behind.
import { describe, expect, it } from 'vitest';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { demoIds } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

interface Change {
  field: string;
  old: unknown;
  new: unknown;
}
const byField = (list: Change[]) => [...list].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));

for (const dialect of DIALECTS) {
  describe(`asset history on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    const auditRows = async () => {
      const row = await rawDb(suite.app.ctx)
        .selectFrom('asset_audit')
        .select((eb: any) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row.n);
    };
    /** Each save happens a minute after the one before, so the history's newest-first order is its order of saves. */
    const later = () => suite.app.clock.advance(60_000);

    it('when an asset is created, updated, repaired and deleted, then its history holds one row per save with the action, who, and exactly the changed fields old → new', async () => {
      const { ctx } = suite.app;
      const ids = await demoIds(ctx);
      const glf = ids.company.glf;
      const lk = (group: Parameters<typeof ids.lookup>[1], description: string) => ids.lookup(glf, group, description);
      const admin = await suite.api.login('siteadmin');
      const dispatcher = await suite.api.login('dispatcher');
      const save = async (token: string, body: Rec) => {
        later();
        const res = await suite.api.call('POST', '/Asset', { token, body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data as Rec;
      };
      const expected: { action: string; auditUser: string; changes: Change[]; at: string }[] = [];

      // 1. Create (Company Administrator): the history lists every field it set, from nothing.
      const doorA = ids.location(ids.site.CHI, 'Door 01');
      const rowA = ids.location(ids.site.CHI, 'Row A');
      const created = await save(admin.token, {
        assetModelId: 'AUD-0001',
        assetDescription: 'First description',
        priCompanyId: glf,
        assetStatus: lk('AssetStatus', 'Available'),
        assetType: lk('AssetType', 'Dry Van'),
        assetCategory: lk('AssetCategory', 'Trailer'),
        custody: lk('AssetCustody', 'Company Owned'),
        assignment: null,
        assignLocId: doorA,
        assetLocId: rowA,
        isActive: true,
        hasPayload: false,
        siteAccess: [ids.site.CHI],
        repairType: null,
        repairTech: null,
        repairETA: null,
        defectSeverity: null,
        defectComplaint: null,
        pMInfo: null,
        statusNotes: null,
      });
      const id = created.id as number;
      const createdAt = ctx.clock.now().toISOString();
      expect(created.statusUpdate).toBe(createdAt);
      expected.push({
        action: 'create',
        auditUser: 'siteadmin',
        at: createdAt,
        changes: [
          { field: 'assetModelId', old: null, new: 'AUD-0001' },
          { field: 'assetDescription', old: null, new: 'First description' },
          { field: 'priCompanyId', old: null, new: glf },
          { field: 'assetStatus', old: null, new: lk('AssetStatus', 'Available') },
          { field: 'assetType', old: null, new: lk('AssetType', 'Dry Van') },
          { field: 'assetCategory', old: null, new: lk('AssetCategory', 'Trailer') },
          { field: 'custody', old: null, new: lk('AssetCustody', 'Company Owned') },
          { field: 'assignLocId', old: null, new: doorA },
          { field: 'assetLocId', old: null, new: rowA },
          { field: 'isActive', old: null, new: true },
          { field: 'hasPayload', old: null, new: false },
          { field: 'siteAccess', old: null, new: [ids.site.CHI] },
          { field: 'statusUpdate', old: null, new: createdAt },
          { field: 'updateDate', old: null, new: createdAt },
          { field: 'updateUser', old: null, new: 'siteadmin' },
        ],
      });

      // A failed create writes neither the asset nor a history row: a location of another company (404).
      const before = await auditRows();
      const assetsBefore = await repoOf(ctx).count(ctx.db, 'asset');
      const foreign = await suite.api.call('POST', '/Asset', {
        token: admin.token,
        body: {
          ...created,
          id: undefined,
          updateDate: undefined,
          assetModelId: 'AUD-0002',
          assetLocId: ids.location(ids.site.ATL, 'Row A'),
        },
      });
      expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
      expect(await auditRows()).toBe(before);
      expect(await repoOf(ctx).count(ctx.db, 'asset')).toBe(assetsBefore);

      // 2. Update (same author): only what changed, and the update stamp.
      const first = await save(admin.token, {
        ...created,
        assetDescription: 'Second description',
        custody: lk('AssetCustody', 'Leased'),
        assignment: lk('AssetAssignment', 'Outbound'),
      });
      expected.push({
        action: 'update',
        auditUser: 'siteadmin',
        at: ctx.clock.now().toISOString(),
        changes: [
          { field: 'assetDescription', old: 'First description', new: 'Second description' },
          { field: 'custody', old: lk('AssetCustody', 'Company Owned'), new: lk('AssetCustody', 'Leased') },
          { field: 'assignment', old: null, new: lk('AssetAssignment', 'Outbound') },
          { field: 'updateDate', old: created.updateDate, new: first.updateDate },
        ],
      });

      // Failed updates write no history row: 400 (validation, a lookup of another group), 409 (stale version), 404 (unknown location), 403 (Unit ID by a dispatcher).
      const failures: [string, string, Rec, number][] = [
        ['an empty Unit ID', admin.token, { ...first, assetModelId: '' }, 400],
        ['a missing required field', admin.token, { ...first, custody: undefined }, 400],
        ['a status from the wrong lookup group', admin.token, { ...first, assetStatus: lk('AssetCustody', 'Leased') }, 400],
        ['a stale updateDate', admin.token, { ...created, assetDescription: 'Lost update' }, 409],
        ['a location that does not exist', admin.token, { ...first, assetLocId: 2_147_000_000 }, 404],
        ['a lookup that does not exist', admin.token, { ...first, repairType: 2_147_000_000 }, 400],
        ['a Unit ID changed by a dispatcher', dispatcher.token, { ...first, assetModelId: 'AUD-0009' }, 403],
      ];
      for (const [what, token, body, status] of failures) {
        const n = await auditRows();
        later();
        const res = await suite.api.call('POST', '/Asset', { token, body });
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
        if (status === 409) expect(res.body.error.details[0].field).toBe('updateDate');
        expect(await auditRows(), what).toBe(n);
      }
      expect((await repoOf(ctx).findById(ctx.db, 'asset', id))!.updateDate).toBe(first.updateDate);

      // 3. Update by a Dispatch Manager: a status change moves the status date; the author changes.
      const rowB = ids.location(ids.site.CHI, 'Row B');
      const second = await save(dispatcher.token, {
        ...first,
        assetStatus: lk('AssetStatus', 'In Use'),
        assetLocId: rowB,
        statusNotes: 'Moved to row B',
      });
      expect(second.statusUpdate).toBe(ctx.clock.now().toISOString());
      expected.push({
        action: 'update',
        auditUser: 'dispatcher',
        at: ctx.clock.now().toISOString(),
        changes: [
          { field: 'assetStatus', old: lk('AssetStatus', 'Available'), new: lk('AssetStatus', 'In Use') },
          { field: 'assetLocId', old: rowA, new: rowB },
          { field: 'statusNotes', old: null, new: 'Moved to row B' },
          { field: 'statusUpdate', old: createdAt, new: second.statusUpdate },
          { field: 'updateDate', old: first.updateDate, new: second.updateDate },
          { field: 'updateUser', old: 'siteadmin', new: 'dispatcher' },
        ],
      });

      // 4. A save that changes only the repairs dialog's fields is a repair.
      const repaired = await save(admin.token, {
        ...second,
        repairType: lk('AssetRepairType', 'Tires'),
        repairTech: lk('AssetRepairTech', 'Mike Kowalski'),
        defectSeverity: lk('AssetDefectSeverity', 'Major'),
        defectComplaint: 'Flat tire, left rear',
        repairETA: '2026-12-01T15:30:00.000Z',
      });
      expected.push({
        action: 'repair',
        auditUser: 'siteadmin',
        at: ctx.clock.now().toISOString(),
        changes: [
          { field: 'repairType', old: null, new: lk('AssetRepairType', 'Tires') },
          { field: 'repairTech', old: null, new: lk('AssetRepairTech', 'Mike Kowalski') },
          { field: 'defectSeverity', old: null, new: lk('AssetDefectSeverity', 'Major') },
          { field: 'defectComplaint', old: null, new: 'Flat tire, left rear' },
          { field: 'repairETA', old: null, new: '2026-12-01T15:30:00.000Z' },
          { field: 'updateDate', old: second.updateDate, new: repaired.updateDate },
          { field: 'updateUser', old: 'dispatcher', new: 'siteadmin' },
        ],
      });

      // 5. A repair that also sets the status (a repairs dialog field) is still a repair, and moves the status date.
      const inRepair = await save(admin.token, {
        ...repaired,
        assetStatus: lk('AssetStatus', 'In Repair'),
        pMInfo: 'PM due at 120k miles',
        statusNotes: 'In the shop',
      });
      expected.push({
        action: 'repair',
        auditUser: 'siteadmin',
        at: ctx.clock.now().toISOString(),
        changes: [
          { field: 'assetStatus', old: lk('AssetStatus', 'In Use'), new: lk('AssetStatus', 'In Repair') },
          { field: 'pMInfo', old: null, new: 'PM due at 120k miles' },
          { field: 'statusNotes', old: 'Moved to row B', new: 'In the shop' },
          { field: 'statusUpdate', old: second.statusUpdate, new: inRepair.statusUpdate },
          { field: 'updateDate', old: repaired.updateDate, new: inRepair.updateDate },
        ],
      });

      // 6. A repair field together with any other field is an update; site access and flags change as lists and booleans.
      const third = await save(admin.token, {
        ...inRepair,
        repairTech: null,
        isActive: false,
        hasPayload: true,
        siteAccess: [ids.site.CHI, ids.site.DET],
      });
      expected.push({
        action: 'update',
        auditUser: 'siteadmin',
        at: ctx.clock.now().toISOString(),
        changes: [
          { field: 'repairTech', old: lk('AssetRepairTech', 'Mike Kowalski'), new: null },
          { field: 'isActive', old: true, new: false },
          { field: 'hasPayload', old: false, new: true },
          { field: 'siteAccess', old: [ids.site.CHI], new: [ids.site.CHI, ids.site.DET] },
          { field: 'updateDate', old: inRepair.updateDate, new: third.updateDate },
        ],
      });

      // A delete the database refuses (a mission uses the asset) writes no history row either.
      const used = (await repoOf(ctx).findMany(ctx.db, 'mission'))[0].assetId as number;
      const n = await auditRows();
      const refused = await suite.api.call('DELETE', `/Asset/${used}`, { token: admin.token });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(await auditRows()).toBe(n);

      // 7. Delete: a row with who and when, no changed fields, and the record as it was.
      later();
      const gone = await suite.api.call('DELETE', `/Asset/${id}`, { token: admin.token });
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
      expected.push({ action: 'delete', auditUser: 'siteadmin', at: ctx.clock.now().toISOString(), changes: [] });
      expect(await repoOf(ctx).findById(ctx.db, 'asset', id)).toBeUndefined();

      // The history, newest first: exactly these rows.
      const res = await suite.api.call('POST', '/AssetAudits', { token: admin.token, body: { assetId: id } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.data as Rec[];
      const newestFirst = [...expected].reverse();
      expect(rows.map((r) => ({ action: r.action, auditUser: r.auditUser, at: r.auditDate, changes: byField(r.changes) }))).toEqual(
        newestFirst.map((x) => ({ ...x, changes: byField(x.changes) })),
      );
      expect(new Set(rows.map((r) => r.assetId))).toEqual(new Set([id]));
      expect(rows.map((r) => r.auditUserId)).toEqual(
        newestFirst.map((x) => (x.auditUser === 'dispatcher' ? dispatcher.userId : admin.userId)),
      );
      // Each row keeps a copy of the record after its save (before it, for the delete).
      expect(rows[0]).toMatchObject({ assetModelId: 'AUD-0001', isActive: false, updateDate: third.updateDate });
      expect(rows[1]).toMatchObject({ assetModelId: 'AUD-0001', isActive: false, siteAccess: [ids.site.CHI, ids.site.DET] });
      expect(rows.at(-1)).toMatchObject({ assetDescription: 'First description', assetStatus: lk('AssetStatus', 'Available') });

      // Another company's administrator does not reach the history.
      const other = await suite.api.login('siteadmin2');
      expect((await suite.api.call('POST', '/AssetAudits', { token: other.token, body: { assetId: id } })).status).toBe(404);
    });

    it('when two saves land in the same millisecond, then the history still lists the later one first', async () => {
      const { ctx } = suite.app;
      const admin = await suite.api.login('siteadmin');
      const asset = (await repoOf(ctx).findMany(ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1009' }] }))[0];
      let rec = (await suite.api.call('GET', `/Asset/${asset.id}`, { token: admin.token })).body.data as Rec;
      later();
      // The clock does not move between the two saves (the writer moves the update stamp by 1 ms; the history date stays).
      for (const text of ['earlier save', 'later save']) {
        const res = await suite.api.call('POST', '/Asset', { token: admin.token, body: { ...rec, assetDescription: text } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        rec = res.body.data;
      }
      const rows = (await suite.api.call('POST', '/AssetAudits', { token: admin.token, body: { assetId: asset.id } })).body.data as Rec[];
      expect(rows[0].auditDate).toBe(rows[1].auditDate);
      expect(rows.slice(0, 2).map((r) => r.assetDescription)).toEqual(['later save', 'earlier save']);
    });

    it('when a save changes nothing, then its history row lists only the moved update stamp', async () => {
      const { ctx } = suite.app;
      const admin = await suite.api.login('siteadmin');
      const asset = (await repoOf(ctx).findMany(ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1005' }] }))[0];
      const read = (await suite.api.call('GET', `/Asset/${asset.id}`, { token: admin.token })).body.data as Rec;
      later();
      const saved = await suite.api.call('POST', '/Asset', { token: admin.token, body: read });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const rows = (await suite.api.call('POST', '/AssetAudits', { token: admin.token, body: { assetId: asset.id } })).body.data as Rec[];
      expect(rows[0].action).toBe('update');
      expect(byField(rows[0].changes)).toEqual([
        { field: 'updateDate', old: read.updateDate, new: saved.body.data.updateDate },
        ...(read.updateUser === 'siteadmin' ? [] : [{ field: 'updateUser', old: read.updateUser, new: 'siteadmin' }]),
      ]);
    });
  });
}
