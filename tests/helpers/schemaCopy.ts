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

/** A copy of schemas/ with one entity's schema changed by `edit` (a field added, say). */
export function schemasEdited(entity: string, edit: (schema: Record<string, any>) => void): string {
  const dir = schemasWith();
  const path = join(dir, 'entities', `${entity}.schema.json`);
  const schema = JSON.parse(readFileSync(path, 'utf8'));
  edit(schema);
  writeFileSync(path, JSON.stringify(schema, null, 2));
  return dir;
}
