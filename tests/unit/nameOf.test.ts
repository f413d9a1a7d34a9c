// x-name-of (docs/SCHEMAS.md): a computed property carrying the name of the record a sibling
// reference names. The registry refuses one that could not be filled by the repository.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/engine/registry.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The project's schemas with the mission's sourceLocationName changed by `change`. */
function withSourceName(change: (p: Record<string, unknown>) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'ym-schemas-'));
  dirs.push(dir);
  cpSync(resolve('schemas'), dir, { recursive: true });
  const file = join(dir, 'entities', 'mission.schema.json');
  const mission = JSON.parse(readFileSync(file, 'utf8'));
  change(mission.properties.sourceLocationName);
  writeFileSync(file, JSON.stringify(mission));
  return dir;
}

describe('x-name-of', () => {
  it("when the schemas are loaded, then the mission's location names are known as the names of its references", () => {
    const mission = loadRegistry(resolve('schemas')).entity('mission');
    expect(mission.byName.get('sourceLocationName')?.nameOf).toBe('sourceLocationId');
    expect(mission.byName.get('targetLocationName')?.nameOf).toBe('targetLocationId');
  });

  it.each([
    ['a property that is not computed', (p: Record<string, unknown>) => delete p['x-virtual']],
    ['a property a client may write', (p: Record<string, unknown>) => delete p.readOnly],
    ['no property', (p: Record<string, unknown>) => (p['x-name-of'] = 'nothing')],
    ['no reference', (p: Record<string, unknown>) => (p['x-name-of'] = 'notes')],
    ['a reference to a record without x-display', (p: Record<string, unknown>) => (p['x-name-of'] = 'missionType')],
  ])('when x-name-of is given %s, then the registry refuses the schema', (_what, change) => {
    expect(() => loadRegistry(withSourceName(change))).toThrow(/sourceLocationName x-name-of must be/);
  });
});
