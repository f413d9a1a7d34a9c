// How the server runs in Node: each request's hidden class (server/http/requestClasses.ts) and the
// TypeScript's transform (server/process/typescript.mjs). Both are costs no functional test sees.
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUN_TYPESCRIPT } from '../../server/process/runTypescript.js';

const shapes = (mode: 'own' | 'express') =>
  JSON.parse(
    execFileSync(process.execPath, ['--allow-natives-syntax', '--import', RUN_TYPESCRIPT, 'tests/fixtures/requestShapes.ts', mode], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    }),
  ) as { requests: boolean; answers: boolean; prototype: boolean };

describe('the server in Node', () => {
  it("gives every request and answer one shared hidden class, where Express's own prototype change gives each its own", () => {
    expect(shapes('own')).toEqual({ requests: true, answers: true, prototype: true });
    // the reason for the classes: if Express's requests came to share one too, they could go
    expect(shapes('express')).toEqual({ requests: false, answers: false, prototype: true });
  });

  it('runs TypeScript without wrapping each function to keep its name, and finds ./x.ts for an import of ./x.js', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ym-ts-'));
    try {
      writeFileSync(join(dir, 'b.ts'), 'export const twice = (n: number): number => n * 2;\n');
      writeFileSync(
        join(dir, 'a.ts'),
        "import { twice } from './b.js';\nconst named = () => twice(21);\nconsole.log(named.name, named());\n",
      );
      const out = execFileSync(process.execPath, ['--import', RUN_TYPESCRIPT, join(dir, 'a.ts')], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(out.trim()).toBe('named 42');
      // and the module's text as Node got it holds no name-keeping wrapper
      const { load } = (await import(pathToFileURL(join(process.cwd(), 'server/process/typescriptHooks.mjs')).href)) as {
        load: (url: string, ctx: object, next: () => never) => Promise<{ source: string }>;
      };
      const { source } = await load(pathToFileURL(join(dir, 'a.ts')).href, {}, () => {
        throw new Error('a .ts file is the hooks’ own');
      });
      expect(source).not.toContain('__name');
      expect(source).toContain('const named = () => twice(21)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
