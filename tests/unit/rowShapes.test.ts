// The row and record conversions compiled per entity (server/engine/rowShapes.ts): on every entity
// of the schemas they give what the plain loop over the entity's properties gives, and a name no
// identifier could be stays a name.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EntityDef, loadRegistry } from '../../server/engine/registry.js';
import { rowReader, shower } from '../../server/engine/rowShapes.js';

type Values = Record<string, unknown>;

/** SQLite's conversion (server/db/sqlite.ts), by kind. */
const fromDb = (kind: string, v: unknown) => {
  if (v === null || v === undefined) return null;
  if (kind === 'boolean') return v === 1 || v === true;
  if (kind === 'json') return typeof v === 'string' ? JSON.parse(v) : v;
  return v;
};

/** The loops the compiled functions replace, as they were. */
const loopRead = (e: EntityDef, row: Values) => Object.fromEntries(e.stored.map((p) => [p.name, fromDb(p.kind, row[p.column])]));
const loopShow = (e: EntityDef, rec: Values) => Object.fromEntries(e.shown.filter((n) => rec[n] !== undefined).map((n) => [n, rec[n]]));

/** A row of `e` whose every column holds a value of its kind, some of them null, and a column of no property. */
function sampleRow(e: EntityDef, seed: number): Values {
  const row: Values = { not_a_column: 'ignored' };
  e.stored.forEach((p, i) => {
    const k = (seed + i) % 4;
    row[p.column] =
      k === 0
        ? null
        : p.kind === 'boolean'
          ? k % 2
          : p.kind === 'json'
            ? JSON.stringify({ n: i, list: [seed] })
            : p.kind === 'integer' || p.kind === 'number'
              ? seed * 100 + i
              : `${p.name} ${seed}`;
  });
  return row;
}

describe('row shapes', () => {
  const registry = loadRegistry(resolve('schemas'));
  const entities = [...registry.entities.values()];

  it('when every entity of the schemas reads rows and shows records, then the compiled functions give what the loops over its properties give, key for key and in order', () => {
    expect(entities.length).toBeGreaterThan(10);
    for (const e of entities)
      for (const seed of [1, 2, 3, 4]) {
        const row = sampleRow(e, seed);
        const read = rowReader(e, fromDb as never)(row);
        expect(Object.entries(read), `${e.id} read`).toEqual(Object.entries(loopRead(e, row)));
        // a record carries more than its stored columns once read (computed fields, secrets): only the shown ones go out
        const rec = { ...read, computedLater: 1, [e.stored[0].name]: undefined };
        expect(Object.entries(shower(e)(rec)), `${e.id} shown`).toEqual(Object.entries(loopShow(e, rec)));
      }
  });

  it('when a property is private or write-only, then the shown record leaves it out however it is set', () => {
    const user = registry.entity('user');
    const hidden = user.properties.filter((p) => !user.shown.includes(p.name)).map((p) => p.name);
    expect(hidden.length).toBeGreaterThan(0);
    const shown = shower(user)(Object.fromEntries(user.properties.map((p) => [p.name, 'x'])));
    for (const name of hidden) expect(shown).not.toHaveProperty(name);
  });

  it('when names and columns hold quotes, backslashes and line breaks, then they are read and shown as names, never as code', () => {
    const odd = ['a"b', "c'd", 'e\\f', 'g\nh', '}); throw new Error("x"); ({'];
    const e = {
      id: 'odd',
      stored: odd.map((name, i) => ({ name, column: `${name}_col`, kind: i === 0 ? 'boolean' : 'string' })),
      shown: odd,
    } as unknown as EntityDef;
    const row = Object.fromEntries(odd.map((n, i) => [`${n}_col`, i === 0 ? 1 : n]));
    const rec = rowReader(e, fromDb as never)(row);
    expect(rec).toEqual(Object.fromEntries(odd.map((n, i) => [n, i === 0 ? true : n])));
    expect(shower(e)(rec)).toEqual(rec);
  });

  it('when two dialects convert differently, then each gets its own reader for the same entity', () => {
    const e = registry.entity('mission');
    const upper = (_kind: string, v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
    const row = sampleRow(e, 2);
    const plain = rowReader(e, fromDb as never)(row);
    const shouted = rowReader(e, upper as never)(row);
    const text = e.stored.find((p) => typeof row[p.column] === 'string' && p.kind !== 'json')!;
    expect(shouted[text.name]).toBe(String(row[text.column]).toUpperCase());
    expect(plain[text.name]).toBe(row[text.column]);
  });
});
