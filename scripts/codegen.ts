// `npm run codegen`: TypeScript types for every schema, generated with json-schema-to-typescript
// into schemas/types.generated.ts, with the entity-name → record-type map; and the Kysely
// `Database` interface (table → row type) into server/db/database.generated.ts. Each is written
// only when it changes; `--check` exits 1 when a committed file is stale (the test suite runs that).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { type ColumnKind, loadRegistry, type JsonSchema } from '../server/engine/registry.js';
import { tableDescriptions } from '../server/engine/tables.js';

const OUT = resolve('schemas/types.generated.ts');
const DB_OUT = resolve('server/db/database.generated.ts');
const BANNER = '/* DO NOT EDIT: generated from schemas/ by `npm run codegen` (scripts/codegen.ts). */\n/* eslint-disable */\n';

/** `$ref: "<$id>"` between our schemas becomes a reference to the generated type by its title. */
function linkRefs(node: unknown, titles: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => linkRefs(n, titles));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string' && titles.has(v)) out.tsType = titles.get(v);
    else if (k === '$id') continue;
    else out[k] = linkRefs(v, titles);
  }
  return out;
}

export async function generate(): Promise<string> {
  const registry = loadRegistry(resolve('schemas'));
  const titles = new Map([...registry.schemas.values()].map((s) => [s.$id as string, s.title as string]));
  const parts: string[] = [];
  for (const schema of [...registry.schemas.values()].sort((a, b) => a.title.localeCompare(b.title))) {
    const linked = linkRefs(schema, titles) as JsonSchema;
    parts.push(
      await compile(linked, schema.title, {
        bannerComment: '',
        additionalProperties: false,
        format: true,
        declareExternallyReferenced: false,
        strictIndexSignatures: true,
      }),
    );
  }
  const entities = [...registry.entities.values()].sort((a, b) => a.id.localeCompare(b.id));
  const map = [
    '/** Every entity by its id: the record type of its stored rows (the key is always there). */',
    'export interface EntityRecords {',
    ...entities.map((e) => `  ${e.id}: ${e.title} & { ${e.primary.name}: ${e.primary.kind === 'integer' ? 'number' : 'string'} };`),
    '}',
    'export type EntityName = keyof EntityRecords;',
    '',
  ];
  return BANNER + parts.join('\n') + '\n' + map.join('\n');
}

const TS_OF: Record<ColumnKind, string> = {
  integer: 'number',
  number: 'number',
  boolean: 'boolean | number', // SQLite stores 0/1
  text: 'string',
  timestamp: 'string | Date', // PostgreSQL answers Date
  date: 'string',
  json: 'unknown', // text on SQLite, jsonb on PostgreSQL
};

const pascal = (s: string) => s.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The Kysely Database interface of every table the migration creates. */
export function generateDatabase(): string {
  const registry = loadRegistry(resolve('schemas'));
  const tables = tableDescriptions(registry).sort((a, b) => a.name.localeCompare(b.name));
  const out = [BANNER.trimEnd(), "import type { Generated } from 'kysely';", ''];
  for (const t of tables) {
    out.push(`export interface ${pascal(t.name)}Table {`);
    for (const c of t.columns) {
      const base = TS_OF[c.kind] + (c.nullable ? ' | null' : '');
      const generated = (c.primary && c.autoIncrement) || (c.default !== undefined && !c.primary);
      out.push(`  ${c.name}: ${generated ? `Generated<${base}>` : base};`);
    }
    out.push('}', '');
  }
  out.push('/** Every table by name, for the typed queries of hand-written code (db/dialect.ts `Db`). */', 'export interface Database {');
  out.push(...tables.map((t) => `  ${t.name}: ${pascal(t.name)}Table;`), '}', '');
  return out.join('\n');
}

const check = process.argv.includes('--check');
let stale = false;
for (const [file, text] of [
  [OUT, await generate()],
  [DB_OUT, generateDatabase()],
] as const) {
  const name = relative(process.cwd(), file);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) console.log(`${name} ${check ? 'is up to date' : 'unchanged'}.`);
  else if (check) {
    console.error(`${name} is stale: run \`npm run codegen\` and commit it.`);
    stale = true;
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale) process.exit(1);
