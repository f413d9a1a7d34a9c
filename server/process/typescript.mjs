// Runs the server's TypeScript in Node (`node --import ./server/process/typescript.mjs ...`: `npm
// start`, backup, restore, the bench's and the tests' server processes). Each .ts file is turned
// into JavaScript by esbuild as it is imported, types dropped and nothing renamed; an import of
// `./x.js` finds `./x.ts` (TypeScript's own convention for ES modules). tsx did this before, but
// it asks esbuild to keep names (`keepNames`), which wraps every named function and arrow in a call
// that redefines its `name`: each closure the server makes on each request was then built twice
// over and turned into a slow, dictionary-backed object (about 0.4 µs and 280 bytes each). The
// names are V8's own without renaming, so nothing is lost (docs/PERFORMANCE.md, "The API's fixed
// cost").
import { register } from 'node:module';
import process from 'node:process';

register('./typescriptHooks.mjs', import.meta.url);
// stack traces point into the .ts files (the hooks add each file's source map)
process.setSourceMapsEnabled(true);
