// A copy of schemas/ with extra entity schemas, for tests that add an entity.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export function schemasWith(...extraFiles: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ym-schemas-'));
  cpSync(resolve('schemas'), dir, { recursive: true });
  for (const f of extraFiles) cpSync(f, join(dir, 'entities', basename(f)));
  return dir;
}

/**
 * BRANCH ONLY (issue 31): drops from the added schemas the keywords this branch's server refuses
 * at start-up until the lead merges the server's helpers — x-rules, x-layout and x-i18n (unknown
 * to the validator's strict mode) and x-filters (its screen, a name beyond the FilterScreen enum,
 * needs the unmerged x-filters.screenId). x-ref.match/where and the menu's dispatch area load as
 * they are (this branch ignores them) and are kept: the sample records honour them. Remove this
 * function, and call schemasWith alone, once the server knows the keywords. (Tried with i31-s2
 * merged: x-filters then loads, and the tenancy matrix covers the fixture's Filtered, Export,
 * DockAppointmentAudits and User/DockAppointmentFilters calls on both dialects.)
 */
export function withoutUnmergedKeywords(dir: string, files: string[]): string {
  for (const f of files) {
    const path = join(dir, 'entities', f.split('/').pop()!);
    const schema = JSON.parse(readFileSync(path, 'utf8'));
    for (const key of ['x-rules', 'x-layout', 'x-i18n', 'x-filters']) delete schema[key];
    writeFileSync(path, JSON.stringify(schema, null, 2));
  }
  return dir;
}
