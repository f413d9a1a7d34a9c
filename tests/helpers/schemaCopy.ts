// A copy of schemas/ with extra entity schemas, for tests that add an entity.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export function schemasWith(...extraFiles: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ym-schemas-'));
  cpSync(resolve('schemas'), dir, { recursive: true });
  for (const f of extraFiles) cpSync(f, join(dir, 'entities', basename(f)));
  return dir;
}
