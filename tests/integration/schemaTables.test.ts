// The database must say what the schemas say: every stored property has a column of the right
// type, and every column belongs to a property.
import { describe, expect, it } from 'vitest';
import { tableDescriptions } from '../../server/engine/tables.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const EXPECTED_TYPE: Record<string, Record<string, string[]>> = {
  sqlite: {
    integer: ['integer'],
    number: ['real'],
    boolean: ['integer'],
    text: ['text'],
    timestamp: ['text'],
    date: ['text'],
    json: ['text'],
  },
  postgres: {
    integer: ['int4'],
    number: ['float8'],
    boolean: ['bool'],
    text: ['text'],
    timestamp: ['timestamptz'],
    date: ['date'],
    json: ['jsonb'],
  },
};

for (const dialect of DIALECTS) {
  describe(`schemas and tables on ${dialect}`, () => {
    const suite = useTestApp(dialect, { seed: false });

    it('when the app has migrated, then every schema property and every column agree in name and type', async () => {
      const actual = new Map((await suite.app.ctx.db.introspection.getTables()).map((t) => [t.name, t]));
      const problems: string[] = [];
      for (const t of tableDescriptions(suite.app.ctx.registry)) {
        const table = actual.get(t.name);
        if (!table) {
          problems.push(`missing table ${t.name}`);
          continue;
        }
        const cols = new Map(table.columns.map((c) => [c.name, c]));
        for (const c of t.columns) {
          const col = cols.get(c.name);
          if (!col) problems.push(`missing column ${t.name}.${c.name}`);
          else if (!EXPECTED_TYPE[dialect][c.kind].includes(col.dataType.toLowerCase())) {
            problems.push(`${t.name}.${c.name} is ${col.dataType}, schema says ${c.kind}`);
          }
        }
        for (const name of cols.keys())
          if (!t.columns.some((c) => c.name === name)) problems.push(`column ${t.name}.${name} is in no schema`);
      }
      expect(problems).toEqual([]);
    });

    it('when the app starts again on a migrated database, then migration has nothing to do', async () => {
      const { migrate } = await import('../../server/db/migrate.js');
      expect(await migrate(suite.app.ctx.db, suite.app.ctx.adapter, tableDescriptions(suite.app.ctx.registry))).toEqual([]);
    });
  });
}
