// The yard check (issue 33): a walk of a site's locations on a phone, confirming which trailer
// stands where, then the differences with the records resolved one by one. GET /YardCheck/{id},
// the filtered list POST /YardChecks and its export come from yardCheck.schema.json, whose generic
// save and delete have no roles; this folder holds the calls that write a check:
//   POST /YardCheck                 start.ts    a check of a site (or one location type) and its rows
//   POST /YardCheck/{id}/Entry      entry.ts    a unit id, or the spot empty, at one location
//   POST /YardCheck/{id}/Close      close.ts    the differences (differences.ts)
//   POST /YardCheck/{id}/Resolve    resolve.ts  one action on one difference
//   GET  /YardCheck/{id}/Rows       walk.ts     the check with its rows and differences
// and the spots the last checks confirmed, for the yard view (confirmed.ts).
import { sql } from 'kysely';
import { defineModule } from '../../engine/modules.js';
import { sourceOf } from '../../http/routeSource.js';
import { closeAction } from './close.js';
import { entryAction } from './entry.js';
import { resolveAction } from './resolve.js';
import { startAction } from './start.js';
import { rowsRoutes } from './walk.js';

const here = (file: string) => [sourceOf(new URL(file, import.meta.url))];

export default defineModule({
  entity: 'yardCheck',
  actions: [
    { ...startAction, source: here('./start.ts') },
    { ...entryAction, source: here('./entry.ts') },
    { ...closeAction, source: here('./close.ts') },
    { ...resolveAction, source: here('./resolve.ts') },
  ],
  routes: rowsRoutes,
  // The spots with an entry, counted with the check's row (through yard_check_entry [yard_check_id, location_id]).
  columns: (registry) => {
    const entry = registry.entity('yardCheckEntry');
    const col = (prop: string) => sql.ref(`e.${entry.byName.get(prop)!.column}`);
    return {
      checkedCount: (table) =>
        sql`(select count(distinct ${col('locationId')}) from ${sql.table(entry.table)} as e where ${col('yardCheckId')} = ${sql.ref(`${table}.id`)})`,
    };
  },
});
