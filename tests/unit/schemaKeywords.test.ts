// Issue 31's keywords are checked when the schemas are read: a rule or a dependent reference that
// names nothing real, or a schema's Spanish that is not text or contradicts the label table, stops
// the server at start-up with the schema and the keyword named (server/engine/schemaChecks.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadRegistry } from '../../server/engine/registry.js';
import { schemasWith } from '../helpers/schemaCopy.js';

const vendor: JsonSchema = JSON.parse(readFileSync(resolve('tests/fixtures/vendor.schema.json'), 'utf8'));

/** The schemas with the vendor fixture changed by `change`, with a door at a site to point at. */
function load(change: (s: JsonSchema) => void) {
  const s: JsonSchema = structuredClone(vendor);
  s.properties.siteId = { type: 'integer', 'x-label': 'Site', 'x-ref': { entity: 'site' } };
  s.properties.doorId = { type: 'integer', 'x-label': 'Dock Door', 'x-ref': { entity: 'location' } };
  change(s);
  const file = join(mkdtempSync(join(tmpdir(), 'ym-vendor-')), 'vendor.schema.json');
  writeFileSync(file, JSON.stringify(s));
  return () => loadRegistry(schemasWith(file));
}

const door = (ref: JsonSchema) => (s: JsonSchema) => Object.assign(s.properties.doorId['x-ref'], ref);

describe('start-up checks of x-rules, dependent x-ref and x-i18n', () => {
  it('when they are well formed, then the registry loads and keeps them', () => {
    const registry = load((s) => {
      s['x-rules'] = [{ differs: 'phone', from: 'name', message: 'Phone can equal Vendor Name' }];
      door({ match: { siteId: 'siteId' }, where: { locationType: { lookupName: 'Dock Door' }, isActive: true } })(s);
    })();
    expect(registry.entity('vendor').byName.get('doorId')!.ref).toMatchObject({ match: { siteId: 'siteId' } });
  });

  it.each<[string, (s: JsonSchema) => void, RegExp]>([
    [
      'a rule naming an unknown property',
      (s) => (s['x-rules'] = [{ after: 'endDate', than: 'name' }]),
      /vendor: x-rules\[0\]: after names no property \(endDate\)/,
    ],
    ['a rule of no known kind', (s) => (s['x-rules'] = [{ sameAs: 'name' }]), /vendor: x-rules\[0\] must be one of/],
    [
      'a match on a property the referenced entity lacks',
      door({ match: { siteNo: 'siteId' } }),
      /doorId x-ref\.match: location has no stored property siteNo/,
    ],
    [
      'a match on a property this entity lacks',
      door({ match: { siteId: 'site' } }),
      /doorId x-ref\.match\.siteId: vendor has no other stored property site/,
    ],
    [
      'a where on a property the referenced entity lacks',
      door({ where: { kind: 3 } }),
      /doorId x-ref\.where: location has no stored property kind/,
    ],
    [
      'a where value of no known shape',
      door({ where: { locationType: { name: 'Dock Door' } } }),
      /where\.locationType: must be a value, a list of values/,
    ],
    [
      'a where value of another type than its column',
      door({ where: { isActive: 'yes' } }),
      /where\.isActive: must be of the type of location\.isActive \(boolean\)/,
    ],
    [
      'a lookupName on a property that is no lookup',
      door({ where: { locId: { lookupName: 'D01' } } }),
      /where\.locId: lookupName needs a lookup reference/,
    ],
    [
      'match on a reference to no entity',
      (s) => (s.properties.siteId['x-ref'] = { lookupGroup: 'LocationType', match: { a: 'b' } }),
      /siteId x-ref: match and where need a stored reference to an entity/,
    ],
    ['x-i18n of another shape', (s) => (s['x-i18n'] = { es: { Vendor: 3 } }), /vendor: x-i18n must be \{ "es"/],
    ['x-i18n in another language', (s) => (s['x-i18n'] = { fr: { Vendor: 'Fournisseur' } }), /vendor: x-i18n must be/],
    ['x-i18n contradicting the label table', (s) => (s['x-i18n'] = { es: { Phone: 'Fono' } }), /x-i18n\.es gives "Phone" another Spanish/],
  ])('when a schema has %s, then the server does not start and says why', (_, change, message) => {
    expect(load(change)).toThrow(message);
  });
});
