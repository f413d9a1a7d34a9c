// The operation layer as a workflow uses it (server/engine/service.ts, issue 30): two entities
// written in one transaction through their own operations, the second refused by its own save
// hook, and nothing of either left behind — though the first's hook and history had run in the
// transaction; and the repository's refusal of a write to an x-audit entity that does not come
// through the writer. On both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../schemas/enums.js';
import type { Principal } from '../../server/access/access.js';
import { writeTransaction } from '../../server/engine/changeEvents.js';
import { saveRecord, updateRecord } from '../../server/engine/service.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`operations in one transaction on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let ids: DemoIds;
    let dispatcher: Principal;
    let asset: Rec;

    const repo = () => repoOf(app.ctx);
    const historyOf = (id: number) => repo().count(app.ctx.db, 'assetAudit', [{ prop: 'assetId', op: 'eq', value: id }]);

    beforeAll(async () => {
      app = suite.app;
      ids = await demoIds(app.ctx);
      const [user] = await repo().findMany(app.ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'dispatcher' }] });
      dispatcher = {
        userId: user.id,
        type: UserType.DispatchManager,
        loginName: user.loginName,
        companyId: user.priCompanyId,
        siteIds: user.siteAccess,
        sessionId: 'operations-test',
        mustChangePassword: false,
        zone: 'America/Chicago',
      } as Principal;
      [asset] = await repo().findMany(app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1001' }] });
    });

    it('when a workflow takes an asset out of service and then records its payload, which the payload’s save refuses for an inactive asset, then neither is written — though the asset’s hook and history had run in the transaction', async () => {
      const glf = ids.company.glf;
      const lk = (group: Parameters<DemoIds['lookup']>[1], description: string) => ids.lookup(glf, group, description);
      const elsewhere = ids.location(ids.site.CHI, 'Row B');
      const historyBefore = await historyOf(asset.id);
      const payloadsBefore = await repo().count(app.ctx.db, 'payload', [{ prop: 'assetId', op: 'eq', value: asset.id }]);
      let inside: { asset?: Rec; history: number } = { history: 0 };
      app.clock.advance(60_000);

      const workflow = writeTransaction(app.ctx, async (trx) => {
        const out = lk('AssetStatus', 'Out of Service');
        await updateRecord(
          app.ctx,
          dispatcher,
          app.ctx.registry.entity('asset'),
          asset.id,
          { assetStatus: out, isActive: false, assetLocId: elsewhere },
          { trx },
        );
        inside = {
          asset: (await app.ctx.repo.findById(trx, 'asset', asset.id)) as Rec,
          history: await app.ctx.repo.count(trx, 'assetAudit', { where: [{ prop: 'assetId', op: 'eq', value: asset.id }] }),
        };
        // The payload's rule (payload/save.ts): a new payload only on an active asset — this one,
        // as the transaction has it now.
        await saveRecord(
          app.ctx,
          dispatcher,
          app.ctx.registry.entity('payload'),
          {
            assetId: asset.id,
            locId: elsewhere,
            payloadStatusId: lk('PayloadStatus', 'Empty'),
            payloadAssignId: lk('PayloadAssignment', 'Outbound'),
            isRefrigerated: false,
            payloadContents: [],
          },
          { trx },
        );
      });

      await expect(workflow).rejects.toMatchObject({ status: 400, details: [{ field: 'assetId', message: 'TRL-1001 is not active' }] });
      // In the transaction the asset's own save had run: its hook dated the status change, its history row was written.
      expect(inside.asset).toMatchObject({ isActive: false, assetLocId: elsewhere, statusUpdate: app.clock.now().toISOString() });
      expect(inside.history).toBe(historyBefore + 1);
      // After it, nothing of either.
      expect(await repo().findById(app.ctx.db, 'asset', asset.id)).toMatchObject({
        isActive: true,
        assetLocId: asset.assetLocId,
        assetStatus: asset.assetStatus,
        updateDate: asset.updateDate,
      });
      expect(await historyOf(asset.id)).toBe(historyBefore);
      expect(await repo().count(app.ctx.db, 'payload', [{ prop: 'assetId', op: 'eq', value: asset.id }])).toBe(payloadsBefore);
    });

    it('when code writes a record that keeps a history through the repository, not the writer, then it is refused and nothing is written; a record with no history may be', async () => {
      const write = app.ctx.repo.update(app.ctx.db, 'asset', asset.id, { assetDescription: 'written around the writer' });
      await expect(write).rejects.toThrow('asset keeps a history: write it through the writer');
      await expect(app.ctx.repo.insert(app.ctx.db, 'payload', { assetId: asset.id })).rejects.toThrow('payload keeps a history');
      await expect(app.ctx.repo.remove(app.ctx.db, 'mission', 1)).rejects.toThrow('mission keeps a history');
      expect((await repo().findById(app.ctx.db, 'asset', asset.id))!.assetDescription).toBe(asset.assetDescription);

      const [stage] = await repo().findMany(app.ctx.db, 'missionStage', { range: [0, 0] });
      const note = `${stage.notes ?? ''}`;
      expect(await app.ctx.repo.update(app.ctx.db, 'missionStage', stage.id, { notes: note })).toMatchObject({ id: stage.id });
    });
  });
}
