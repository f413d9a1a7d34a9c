// `npm run codegen`: TypeScript types for every schema, generated with json-schema-to-typescript
// into schemas/types.generated.ts. Written only when it changes; `--check` exits 1 when the
// committed file is stale (the test suite runs that).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { loadRegistry, type JsonSchema } from '../server/schema/registry.js';

const OUT = resolve('schemas/types.generated.ts');
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
  return BANNER + parts.join('\n');
}

const check = process.argv.includes('--check');
const text = await generate();
const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
if (check) {
  if (current !== text) {
    console.error('schemas/types.generated.ts is stale: run `npm run codegen` and commit it.');
    process.exit(1);
  }
  console.log('schemas/types.generated.ts is up to date.');
} else if (current !== text) {
  writeFileSync(OUT, text);
  console.log('wrote schemas/types.generated.ts');
} else console.log('schemas/types.generated.ts unchanged.');
