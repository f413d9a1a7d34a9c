import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts, catalogues } from './catalogues';

type Tree = { [key: string]: unknown };

/** Every leaf of a catalogue as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the en and es catalogues', () => {
  it('when the catalogues are gathered, then ra.*, the shell, the entity modules and the features are all in', () => {
    const sources = catalogueParts.map((p) => p.source);
    expect(sources).toContain('i18n/en.ts / i18n/es.ts');
    for (const entity of ['asset', 'company', 'location', 'lookup', 'mission', 'payload', 'site', 'user'])
      expect(sources).toContain(`entities/${entity}`);
    const features = readdirSync(resolve('admin/src')).filter((f) => existsSync(resolve('admin/src', f, 'messages.ts')));
    for (const feature of features) expect(sources).toContain(`${feature}/messages.ts`);
    const en = leaves(catalogues.en);
    expect(en.get('ra.action.save')).toBe('Save');
    expect(en.get('missions.driver.activate')).toBe('Activate');
    expect(leaves(catalogues.es).get('ra.action.save')).toBe('Guardar');
  });

  it('when a part has a key in one language, then it has it in the other, with the same placeholders and no empty text', () => {
    const problems: string[] = [];
    for (const { source, messages } of catalogueParts) {
      const [en, es] = [leaves(messages.en as Tree), leaves(messages.es as Tree)];
      for (const key of en.keys()) if (!es.has(key)) problems.push(`${source}: es lacks ${key}`);
      for (const key of es.keys()) if (!en.has(key)) problems.push(`${source}: en lacks ${key}`);
      for (const [key, text] of en) {
        const other = es.get(key);
        if (other === undefined) continue;
        if (placeholders(text).join() !== placeholders(other).join()) problems.push(`${source}: ${key} placeholders differ`);
        if (text.trim() && !other.trim()) problems.push(`${source}: ${key} is empty in es`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when the merged catalogues are walked, then both have the same keys', () => {
    const [en, es] = [leaves(catalogues.en), leaves(catalogues.es)];
    expect([...en.keys()].filter((k) => !es.has(k))).toEqual([]);
    expect([...es.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('when a text is translated, then the Spanish differs from the English somewhere in every part', () => {
    // a part copied over untranslated would pass the key checks; most texts must differ
    for (const { source, messages } of catalogueParts) {
      const [en, es] = [leaves(messages.en as Tree), leaves(messages.es as Tree)];
      const same = [...en].filter(([k, v]) => es.get(k) === v && /[a-z]{4}/.test(v));
      expect(same.length, `${source}: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(Math.max(1, en.size / 10));
    }
  });
});
