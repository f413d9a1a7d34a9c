// narrowsBySites (server/access/access.ts): when a filtered list may build a site-bound user's
// tenancy scope for the sites it chose instead of adding the choice to its own scope — exactly when
// the two select the same rows (server/engine/filteredCalls.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrowsBySites } from '../../server/access/access.js';
import { type EntityDef, loadRegistry, type Registry } from '../../server/engine/registry.js';

/** A registry of hand-made entities: only what narrowsBySites reads (tenant, references). */
function fakeRegistry(defs: Record<string, { tenant: EntityDef['tenant']; refs?: Record<string, string> }>): Registry {
  const entities = new Map(
    Object.entries(defs).map(([id, d]) => [
      id,
      { id, tenant: d.tenant, byName: new Map(Object.entries(d.refs ?? {}).map(([prop, to]) => [prop, { ref: { entity: to } }])) },
    ]),
  );
  return { entity: (id: string) => entities.get(id)! } as unknown as Registry;
}

describe('narrowsBySites', () => {
  it("when the schemas' own filtered lists are asked (missions and their history, payloads, assets, security events), then each may be narrowed", () => {
    const registry = loadRegistry(resolve('schemas'));
    for (const id of ['mission', 'missionHistory', 'payload', 'asset', 'securityEvent'])
      expect(narrowsBySites(registry, registry.entity(id)), id).toBe(true);
  });

  it('when a row reaches its sites through several references, then it may be narrowed only while every target is scoped by its site alone', () => {
    const registry = fakeRegistry({
      spot: { tenant: { site: 'siteId' } },
      dock: { tenant: { site: 'siteId', company: 'companyId' } },
      move: { tenant: { company: 'companyId', through: ['from', 'to'] }, refs: { from: 'spot', to: 'spot' } },
      haul: { tenant: { company: 'companyId', through: ['from', 'to'] }, refs: { from: 'spot', to: 'dock' } },
      tow: { tenant: { through: ['at'] }, refs: { at: 'dock' } },
      note: { tenant: 'global' },
    });
    expect(narrowsBySites(registry, registry.entity('move'))).toBe(true);
    // a haul whose dock passes the user's scope and whose spot is at a chosen site: the narrowed scope would lose it
    expect(narrowsBySites(registry, registry.entity('haul'))).toBe(false);
    // one reference: both conditions land on the same row, so they may be taken together
    expect(narrowsBySites(registry, registry.entity('tow'))).toBe(true);
    expect(narrowsBySites(registry, registry.entity('note'))).toBe(true);
  });
});
