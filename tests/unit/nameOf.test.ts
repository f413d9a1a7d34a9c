// x-name-of (docs/SCHEMAS.md): a computed property carrying the name of the record a sibling
// reference names. The registry refuses one that could not be filled by the repository.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/engine/registry.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

type Json = Record<string, unknown>;

/** The project's schemas with `entity`'s schema changed by `change`. */
function withSchema(entity: string, change: (schema: Json & { properties: Record<string, Json> }) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'ym-schemas-'));
  dirs.push(dir);
  cpSync(resolve('schemas'), dir, { recursive: true });
  const file = join(dir, 'entities', `${entity}.schema.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  change(schema);
  writeFileSync(file, JSON.stringify(schema));
  return dir;
}

/** The project's schemas with the mission's sourceLocationName changed by `change`. */
const withSourceName = (change: (p: Json) => void) => withSchema('mission', (s) => change(s.properties.sourceLocationName));

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
    ['a lookup, which is no record of its own', (p: Record<string, unknown>) => (p['x-name-of'] = 'missionType')],
  ])('when x-name-of is given %s, then the registry refuses the schema', (_what, change) => {
    expect(() => loadRegistry(withSourceName(change))).toThrow(/sourceLocationName x-name-of must be/);
  });

  it('when x-name-of names a list of references (a user’s sites), then the registry refuses the schema: one column carries one name', () => {
    const dir = withSchema('user', (user) => {
      user.properties.siteNames = { type: ['string', 'null'], readOnly: true, 'x-virtual': true, 'x-name-of': 'siteAccess' };
    });
    expect(() => loadRegistry(dir)).toThrow(/siteNames x-name-of must be/);
  });

  it('when the referenced record has no x-display, then the registry refuses the schema: there is no name to carry', () => {
    const dir = withSchema('location', (location) => delete location['x-display']);
    expect(() => loadRegistry(dir)).toThrow(/(sourceLocationName|doorName) x-name-of must be/);
  });
});
