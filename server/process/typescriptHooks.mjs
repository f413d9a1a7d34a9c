// The module hooks of typescript.mjs (they run on Node's loader thread).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { transform } from 'esbuild';

const isTs = (url) => url.startsWith('file:') && /\.m?ts$/.test(new URL(url).pathname);

export async function resolve(specifier, context, next) {
  // `./x.js` from a .ts file is `./x.ts` when that exists (and no ./x.js does)
  if (context.parentURL && isTs(context.parentURL) && /^\.{1,2}\/.*\.m?js$/.test(specifier)) {
    const ts = new URL(specifier.replace(/js$/, 'ts'), context.parentURL);
    if (!existsSync(new URL(specifier, context.parentURL)) && existsSync(ts)) return next(ts.href, context);
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!isTs(url)) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: `node${process.versions.node}`,
    sourcemap: 'inline',
    sourcefile: file,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
