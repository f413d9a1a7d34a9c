// Tenancy scopes of every x-tenant form, reference sorts, honest totals past the exact count,
// bounded /api/Fleet lists and long reads that leave the request thread free (issue 8 §4, §5).
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../server/access/access.js';
import { loadSession, principalOf } from '../../server/access/principal.js';
import { verifyAccessToken } from '../../server/account/tokens.js';
import type { AppContext } from '../../server/context.js';
import { EXACT_TOTAL_UP_TO, forgetTotals, MAX_PAGE } from '../../server/engine/listing.js';
import { scopedQuery } from '../../server/engine/service.js';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { demoIds, locationBody, rest, restQuery, siteBody } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, JWT_SECRET } from '../helpers/testApp.js';

async function principalFor(ctx: AppContext, token: string) {
  const claims = verifyAccessToken(JWT_SECRET, token, ctx.clock.now())!;
  return principalOf(ctx, (await loadSession(ctx, claims.sid))!);
}

for (const dialect of DIALECTS) {
  describe(`listing on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    const visible = async (login: string, entity: string) => {
      const { ctx } = suite.app;
      const p = await principalFor(ctx, (await suite.api.login(login)).token);
      const rows = await repoOf(ctx).findMany(ctx.db, entity, scopedQuery(ctx, p, ctx.registry.entity(entity)));
      return { p, ids: new Set(rows.map((r) => r.id as number)) };
    };

    it('when a Driver or a Dispatch Manager reads missions, assets and payloads, then the scope follows the locations, site access and assets they reach', async () => {
      const { ctx } = suite.app;
      const all = (entity: string) => repoOf(ctx).findMany(ctx.db, entity);
      const [locations, assets, missions, payloads] = await Promise.all([all('location'), all('asset'), all('mission'), all('payload')]);
      const siteOf = new Map(locations.map((l) => [l.id, l.siteId]));
      let narrower = 0;
      for (const login of ['driver', 'dispatcher', 'driver3', 'siteadmin']) {
        const m = await visible(login, 'mission');
        const a = await visible(login, 'asset');
        const pl = await visible(login, 'payload');
        const reach = new Set(m.p.siteIds ?? []);
        const admin = login === 'siteadmin';
        const sameCompany = (r: Rec, prop: string) => r[prop] === m.p.companyId;
        const expectMissions = missions.filter(
          (r) =>
            sameCompany(r, 'companyId') &&
            (admin || reach.has(siteOf.get(r.sourceLocationId)) || reach.has(siteOf.get(r.targetLocationId))),
        );
        const expectAssets = assets.filter(
          (r) => sameCompany(r, 'priCompanyId') && (admin || (r.siteAccess as number[]).some((s) => reach.has(s))),
        );
        const reachableAssets = new Set(expectAssets.map((r) => r.id));
        const expectPayloads = payloads.filter((r) => sameCompany(r, 'companyId') && (admin || reachableAssets.has(r.assetId)));
        expect([...m.ids].sort(), `${login} missions`).toEqual(expectMissions.map((r) => r.id).sort());
        expect([...a.ids].sort(), `${login} assets`).toEqual([...reachableAssets].sort());
        expect([...pl.ids].sort(), `${login} payloads`).toEqual(expectPayloads.map((r) => r.id).sort());
        expect(m.ids.size, `${login} sees some missions`).toBeGreaterThan(0);
        if (m.ids.size < missions.filter((r) => sameCompany(r, 'companyId')).length) narrower++;
      }
      expect(narrower, 'someone sees only part of the company').toBeGreaterThan(0);
    });

    it('when a Dispatch Manager reaches every site of the company, then the company alone bounds its missions, assets still need a granted site, and a site added that it does not reach bounds it again at once', async () => {
      const { ctx } = suite.app;
      const ids = await demoIds(ctx);
      const sql = (p: Principal, entity: string) =>
        ctx.repo.pageQuery(ctx.db, entity as never, scopedQuery(ctx, p, ctx.registry.entity(entity), { range: [0, 24] })).sql;
      const dispatcher = await suite.api.login('dispatcher');
      // the list through the API, whose statement is kept compiled per caller (statementCache.ts)
      const listed = async () =>
        new Set(
          (
            (
              await rest(suite.app).call('GET', `/missions${restQuery({ sort: ['id', 'DESC'], range: [0, 999] })}`, {
                token: dispatcher.token,
              })
            ).body as unknown as Rec[]
          ).map((r) => r.id as number),
        );
      // and the board's call for All Sites, kept the same way
      const board = async () => {
        const body = { companyId: ids.company.glf, siteIds: [-1], filters: [] };
        const answer = await suite.api.call('POST', `/Missions/Filtered${restQuery({ sort: ['id', 'DESC'], range: [0, 999] })}`, {
          token: dispatcher.token,
          body,
        });
        expect(answer.status).toBe(200);
        return new Set((answer.body.data as Rec[]).map((r) => r.id as number));
      };
      const before = await visible('dispatcher', 'mission');
      expect(await listed()).toEqual(before.ids);
      expect(await board()).toEqual(before.ids);
      // the demo dispatcher reaches all three of Great Lakes' sites: its missions need no site subquery
      expect(before.p.everySite).toBe(true);
      const siteLookup = /\(select 1 as "one" from "location" as "\w+_t\d"/;
      expect(sql(before.p, 'mission')).not.toMatch(siteLookup);
      expect(sql(before.p, 'missionStage')).not.toMatch(siteLookup);
      // an asset is reached through the sites granted to it, every site or not
      expect(sql(before.p, 'asset')).toMatch(/exists/i);

      // the Company Administrator adds a site (not granted to the dispatcher) and a mission there
      const admin = (await suite.api.login('siteadmin')).token;
      const site = (await suite.api.call('POST', '/Site', { body: siteBody(ids.company.glf), token: admin })).body.data;
      const yard = ids.lookup(ids.company.glf, 'LocationType', 'Yard');
      const place = async () =>
        (await suite.api.call('POST', '/Location', { body: locationBody(site.id, yard), token: admin })).body.data.id;
      const [from, to] = [await place(), await place()];
      const [some] = await repoOf(ctx).findMany(ctx.db, 'mission', { where: [{ prop: 'companyId', op: 'eq', value: ids.company.glf }] });
      const { id: _id, stages: _stages, ...copy } = some;
      const there = await repoOf(ctx).insert(ctx.db, 'mission', { ...copy, sourceLocationId: from, targetLocationId: to });

      const after = await visible('dispatcher', 'mission');
      expect(after.p.everySite).toBe(false);
      expect(sql(after.p, 'mission')).toMatch(siteLookup);
      expect(after.ids.has(there.id as number)).toBe(false);
      expect([...after.ids].sort()).toEqual([...before.ids].sort());
      // and through the API too, whose statement was kept from before the site was added
      expect(await listed()).toEqual(after.ids);
      expect(await board()).toEqual(after.ids);
      const seen = await suite.api.call('GET', `/Mission/${there.id}`, { token: dispatcher.token });
      expect([204, 404]).toContain(seen.status);
      // the administrator, bound by the company alone, sees it
      expect((await visible('siteadmin', 'mission')).ids.has(there.id as number)).toBe(true);
    });

    it('when a list is sorted by a reference, then it is in the order of the names shown, not of the ids', async () => {
      const { token } = await suite.api.login('sysadmin');
      const sites = new Map((await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'site')).map((s) => [s.id, s.siteName as string]));
      const r = await rest(suite.app).call('GET', `/locations${restQuery({ sort: ['siteId', 'ASC'], range: [0, 999] })}`, { token });
      const names = (r.body as Rec[]).map((l) => sites.get(l.siteId)!);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(names).size).toBeGreaterThan(2);
    });

    it('when a page is read day by day (the history: ship days, newest update first), then SQLite merges the days as it walks them and PostgreSQL stops each day at the page', async () => {
      const { ctx } = suite.app;
      const p = await principalFor(ctx, (await suite.api.login('dispatcher')).token);
      const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
      const query = {
        ...scopedQuery(ctx, p, ctx.registry.entity('mission'), { range: [25, 49], sort: [{ prop: 'updateDate', order: 'DESC' as const }] }),
        split: { prop: 'ship', values: days },
      };
      const page = ctx.repo.pageQuery(ctx.db, 'mission', query);
      if (dialect === 'sqlite') {
        const explained = CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]);
        const plan = (await ctx.db.executeQuery<{ detail: string }>(explained)).rows.map((r) => r.detail);
        // one merge of the seven walks, no day's rows sorted (only the page's own 25, last)
        expect(plan.filter((d) => d === 'MERGE (UNION ALL)')).toHaveLength(days.length - 1);
        expect(plan.filter((d) => d.startsWith('USE TEMP B-TREE'))).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
        expect(page.sql).toMatch(/ limit 25 offset \?\) as "mission"\) order by [^()]*$/);
      } else expect(page.sql.match(/ limit \$\d+\) as "mission_\d+"/g)).toHaveLength(days.length);
    });

    it('when a list has more rows than are counted exactly, then its total says "more than" and /api/Fleet lists stay capped', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { ctx } = suite.app;
      const type = ids.lookup(ids.company.glf, 'LocationType', 'Parking Row');
      const rows = Array.from({ length: EXACT_TOTAL_UP_TO + 50 }, (_, i) => ({
        location: `Bulk ${String(i).padStart(5, '0')}`,
        site_id: ids.site.DET,
        location_type: type,
        is_active: ctx.adapter.toDb('boolean', true),
        sort: 1000 + i,
        // the stamp the app's writer always sets (the API describes it as never null)
        update_date: ctx.adapter.toDb('timestamp', new Date().toISOString()),
      }));
      for (let i = 0; i < rows.length; i += 1000)
        await rawDb(ctx)
          .insertInto('location')
          .values(rows.slice(i, i + 1000))
          .execute();
      forgetTotals(ctx, 'location'); // written around the app, so its kept totals are told
      const { token } = await suite.api.login('sysadmin');

      const page = await rest(suite.app).call('GET', `/locations${restQuery({ range: [0, 24] })}`, { token });
      expect(page.body).toHaveLength(25);
      expect(page.headers.get('x-total-exact')).toBe('false');
      expect(page.headers.get('content-range')).toBe(`locations 0-24/${EXACT_TOTAL_UP_TO}`);
      const far = await rest(suite.app).call('GET', `/locations${restQuery({ range: [10_025, 10_049], sort: ['location', 'ASC'] })}`, {
        token,
      });
      expect(far.body).toHaveLength(25);
      expect(far.headers.get('content-range')).toBe(`locations 10025-10049/10050`);

      const small = await rest(suite.app).call('GET', `/locations${restQuery({ filter: { siteId: ids.site.CHI } })}`, { token });
      expect(small.headers.get('x-total-exact')).toBe('true');
      expect(small.headers.get('content-range')).toMatch(new RegExp(`/${(small.body as Rec[]).length}$`));

      const fleet = await suite.api.call('GET', '/Locations', { token });
      expect(fleet.body.data).toHaveLength(MAX_PAGE);
      expect(fleet.headers!.get('x-total-count')).toBe(`${EXACT_TOTAL_UP_TO}+`);
      const next = await suite.api.call('GET', `/Locations${restQuery({ range: [MAX_PAGE, 2 * MAX_PAGE - 1] })}`, { token });
      expect(next.body.data).toHaveLength(MAX_PAGE);
      expect(next.body.data[0].id).not.toBe(fleet.body.data[0].id);
    }, 60_000);

    it('when a list is paged far in, then the same page and the next seek from where the last began or ended: the rows counted from the start, a write through the app seen at once', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { ctx } = suite.app;
      const type = ids.lookup(ids.company.glf, 'LocationType', 'Parking Row');
      const site = ids.site.TOL;
      const at = ctx.adapter.toDb('timestamp', new Date().toISOString());
      // two rows of each name: the key orders the ties
      const rows = Array.from({ length: 1200 }, (_, i) => ({
        location: `Deep ${String(Math.floor(i / 2)).padStart(4, '0')}`,
        site_id: site,
        location_type: type,
        is_active: ctx.adapter.toDb('boolean', true),
        update_date: at,
      }));
      for (let i = 0; i < rows.length; i += 400)
        await rawDb(ctx)
          .insertInto('location')
          .values(rows.slice(i, i + 400))
          .execute();
      forgetTotals(ctx, 'location');
      const { token } = await suite.api.login('sysadmin');
      const read = async (range: [number, number], order: 'ASC' | 'DESC') => {
        const q = restQuery({ filter: { siteId: site }, sort: ['location', order], range });
        const r = await rest(suite.app).call('GET', `/locations${q}`, { token });
        expect(r.status).toBe(200);
        return (r.body as Rec[]).map((l) => l.id);
      };
      // what each page holds counted from the start (the repository alone keeps no anchors)
      const counted = async (range: [number, number], order: 'ASC' | 'DESC') =>
        (
          await repoOf(ctx).findMany(ctx.db, 'location', {
            where: [{ prop: 'siteId', op: 'eq', value: site }],
            sort: [{ prop: 'location', order }],
            range,
          })
        ).map((l) => l.id);
      for (const order of ['ASC', 'DESC'] as const) {
        for (const range of [
          [1000, 1024],
          [1000, 1024],
          [1025, 1049],
          [1050, 1074],
        ] as [number, number][])
          expect(await read(range, order), `${order} ${range}`).toEqual(await counted(range, order));
      }

      // A location the app adds before the page forgets the anchors: the page moves by one row.
      const early = await rest(suite.app).call('POST', '/locations', { token, body: locationBody(site, type, { location: 'Deep 0000' }) });
      expect(early.status).toBe(200);
      expect(await read([1050, 1074], 'ASC')).toEqual(await counted([1050, 1074], 'ASC'));
      // One written around the app (another instance's, as far as this one knows) goes unseen for
      // as long as a total may: the page is read from where it began, as the anchor says.
      const before = await read([1050, 1074], 'ASC');
      await rawDb(ctx)
        .insertInto('location')
        .values({ ...rows[0], location: 'Deep 0000' })
        .execute();
      expect(await read([1050, 1074], 'ASC')).toEqual(before);
      expect(await counted([1050, 1074], 'ASC')).not.toEqual(before);
      forgetTotals(ctx, 'location');
      expect(await read([1050, 1074], 'ASC')).toEqual(await counted([1050, 1074], 'ASC'));
    }, 60_000);

    it('when a long read runs, then the request thread keeps turning meanwhile', async () => {
      const { ctx } = suite.app;
      const slow = sql<{
        n: number;
      }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`;
      let ticks = 0;
      let reading = true;
      const spin = async () => {
        while (reading) {
          ticks++;
          await new Promise((r) => setImmediate(r));
        }
      };
      const spinning = spin();
      const [row] = await ctx.adapter.longRead(slow.compile(ctx.db));
      reading = false;
      await spinning;
      expect(Number(row.n)).toBe(3_000_000);
      expect(ticks).toBeGreaterThan(20);
    }, 60_000);
  });
}
