// companyScope and scopeInCompany (server/access/access.ts): the tenancy of a read about one company
// and some of its sites (the dashboards), compiled to SQL as a typed read applies it to an alias.
import { resolve } from 'node:path';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../schemas/enums.js';
import { companyScope, type Principal, scopeInCompany, sitesScope } from '../../server/access/access.js';
import type { Database } from '../../server/db/database.generated.js';
import { loadRegistry } from '../../server/engine/registry.js';

const registry = loadRegistry(resolve('schemas'));
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const who = (type: number, companyId: number | null, siteIds: number[] | null, everySite = false): Principal => ({
  userId: 7,
  type,
  loginName: 'someone',
  companyId,
  siteIds,
  everySite,
  sessionId: 's',
  mustChangePassword: false,
  zone: 'UTC',
});
const sitesOf = (p: Principal, companyId: number) => {
  const q = db
    .selectFrom('site')
    .select('id')
    .where(scopeInCompany(registry, p, registry.entity('site'), companyId))
    .compile();
  return { sql: q.sql.replace('select "id" from "site" where ', ''), parameters: q.parameters };
};

describe('the tenancy of a read about one company', () => {
  it('when a System Administrator chooses a company, then its rows; anyone else, its own scope in its own company; another company, nothing', () => {
    expect(sitesOf(who(UserType.SysAdmin, null, null), 3)).toEqual({ sql: '"site"."company_id" = ?', parameters: [3] });
    // a Company Administrator, and a dispatcher who reaches every site: the company says it all
    expect(sitesOf(who(UserType.SiteAdmin, 3, [4, 5]), 3)).toEqual({ sql: '"site"."company_id" = ?', parameters: [3] });
    expect(sitesOf(who(UserType.DispatchManager, 3, [4, 5], true), 3)).toEqual({ sql: '"site"."company_id" = ?', parameters: [3] });
    expect(sitesOf(who(UserType.DispatchManager, 3, [5]), 3)).toEqual({
      sql: '("site"."id" in (?) and "site"."company_id" = ?)',
      parameters: [5, 3],
    });
    expect(sitesOf(who(UserType.DispatchManager, 3, []), 3)).toEqual({ sql: '(false and "site"."company_id" = ?)', parameters: [3] });
    expect(sitesOf(who(UserType.SiteAdmin, 3, [4, 5]), 8)).toEqual({ sql: 'false', parameters: [] });
  });

  it("when a read names an entity's company and sites at an alias, then its x-tenant columns there; an entity without a company column is a mistake", () => {
    const q = db
      .selectFrom('mission as m')
      .innerJoin('location as l', 'l.id', 'm.target_location_id')
      .select('m.id')
      .where(companyScope(registry.entity('mission'), 3, 'm'))
      .where(sitesScope(registry, registry.entity('location'), [4, 5], 'l')!)
      .compile();
    expect(q.sql).toBe(
      'select "m"."id" from "mission" as "m" inner join "location" as "l" on "l"."id" = "m"."target_location_id" where "m"."company_id" = ? and "l"."site_id" in (?, ?)',
    );
    expect(q.parameters).toEqual([3, 4, 5]);
    expect(() => companyScope(registry.entity('location'), 3, 'l')).toThrow(/no company column/);
  });
});
