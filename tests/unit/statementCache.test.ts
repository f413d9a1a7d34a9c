import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS, keptShape, keptStatement } from '../../server/engine/statementCache.js';

const statement = (n: number) => CompiledQuery.raw(`select ${n}`, [n]);

/** A shape on a database of its own, compiled by `build` from the values given; counts its compiles. */
function countedShape(key: (ids: number[]) => string, build: (values: readonly unknown[]) => CompiledQuery) {
  const db = {};
  const counted = {
    compiled: 0,
    ask: (ids: number[]) =>
      keptShape(db, key(ids), ids, (values) => {
        counted.compiled++;
        return build(values);
      }),
  };
  return counted;
}

describe('keptStatement', () => {
  it('when a key is asked again, then its statement is compiled once and given back; another database compiles its own', () => {
    const db = {};
    let compiled = 0;
    const compile = () => statement(++compiled);
    const first = keptStatement(db, 'a', compile);
    expect(keptStatement(db, 'a', compile)).toBe(first);
    expect(keptStatement({}, 'a', compile)).not.toBe(first);
    expect(compiled).toBe(2);
  });

  it('when more keys are asked than are kept, then the least recently used is compiled again and the others are not', () => {
    const db = {};
    const compiles = new Map<string, number>();
    const ask = (key: string) =>
      keptStatement(db, key, () => {
        compiles.set(key, (compiles.get(key) ?? 0) + 1);
        return statement(compiles.size);
      });
    for (let i = 0; i < KEPT_STATEMENTS; i++) ask(`k${i}`);
    ask('k0'); // used again: now k1 is the least recently used
    ask('new');
    ask('k0');
    ask('k2');
    ask('k1');
    expect(compiles.get('k0')).toBe(1);
    expect(compiles.get('k2')).toBe(1);
    expect(compiles.get('k1')).toBe(2);
  });

  it('when a shape is asked with other parameters, then its text is compiled once and each call gets its own parameters', () => {
    const shape = countedShape(
      (ids) => `ids ${ids.length}`,
      (values) => CompiledQuery.raw(`select * from t where id in (${values.map(() => '?').join(', ')})`, [...values]),
    );
    const first = shape.ask([1, 2]);
    const second = shape.ask([3, 4]);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual([3, 4]);
    expect(first.parameters).toEqual([1, 2]);
    expect(shape.compiled).toBe(1);
  });

  it('when a shape binds a constant of its own, then the constant stays and each call gets its own values', () => {
    const shape = countedShape(
      () => 'with a constant',
      (values) => CompiledQuery.raw('select * from t where kind = ? and id = ?', ['trailer', ...values]),
    );
    expect(shape.ask([1]).parameters).toEqual(['trailer', 1]);
    expect(shape.ask([2]).parameters).toEqual(['trailer', 2]);
    expect(shape.compiled).toBe(1);
  });

  it('when a shape converts its values before binding them, then it is compiled every time and never given the wrong parameters', () => {
    const shape = countedShape(
      () => 'converted',
      (values) => CompiledQuery.raw('select * from t where id = ?', values.map(String)),
    );
    expect(shape.ask([1]).parameters).toEqual(['1']);
    expect(shape.ask([2]).parameters).toEqual(['2']);
    expect(shape.compiled).toBe(4);
  });

  it('when the tests check kept statements and a key leaves out an input, then using it throws instead of answering the wrong rows', () => {
    const before = process.env.YARDMASTER_CHECK_KEPT_STATEMENTS;
    process.env.YARDMASTER_CHECK_KEPT_STATEMENTS = '1';
    try {
      const db = {};
      keptStatement(db, 'sites', () => statement(1));
      expect(keptStatement(db, 'sites', () => statement(1)).parameters).toEqual([1]);
      expect(() => keptStatement(db, 'sites', () => statement(2))).toThrow(/leaves out an input/);
      keptShape(db, 'ids 1', [5], (values) => CompiledQuery.raw('select ?', [...values]));
      expect(() => keptShape(db, 'ids 1', [6], (values) => CompiledQuery.raw('select ? + 0', [...values]))).toThrow(/leaves out an input/);
    } finally {
      if (before === undefined) delete process.env.YARDMASTER_CHECK_KEPT_STATEMENTS;
      else process.env.YARDMASTER_CHECK_KEPT_STATEMENTS = before;
    }
  });
});
