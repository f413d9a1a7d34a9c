// The API's fixed cost in `npm run bench` (issue 35 §3; BENCH_ONLY=fixed): what every
// /api/Fleet call pays around its handler — routing, the security headers, the language, the
// body's parsing, the JSON answer — measured on the smallest call there is, the public
// GET /api/Fleet/Footer (its text kept in memory), against Express 5 alone answering the same
// bytes on the same path (expressServer.ts), each in a process of its own, loaded in turns at 50
// connections, three runs each, the middle counting. Target: the app at 0.7x Express or better.
// Also Express alone with the app's request classes (server/http/requestClasses.ts), which spare
// it the hidden class Express's setPrototypeOf otherwise gives each request: the framework's floor.
import { JWT_SECRET, load, type Load, middle, type Row, inScratch } from './harness.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { join } from 'node:path';

const TARGET_RATIO = 0.7;
const PATH = '/api/Fleet/Footer';

export async function fixedCostBench(): Promise<Row[]> {
  return inScratch('fixed', async (dir, launch) => {
    const file = join(dir, 'fixed.db');
    await closeDatabase(await demoDatabase(dir, file));
    const app = await launch('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
    const answer = await fetch(`${app.base}${PATH}`);
    if (!answer.ok) throw new Error(`bench: GET ${PATH} answered ${answer.status}`);
    const body = await answer.text();
    const plain = await launch('scripts/bench/expressServer.ts', { BENCH_BODY: body });
    const shaped = await launch('scripts/bench/expressServer.ts', { BENCH_BODY: body, BENCH_REQUEST_CLASSES: '1' });
    const runs: { app: Load[]; plain: Load[]; shaped: Load[] } = { app: [], plain: [], shaped: [] };
    for (let i = 0; i < 3; i++) {
      runs.app.push(await load(`${app.base}${PATH}`, 50));
      runs.plain.push(await load(`${plain.base}${PATH}`, 50));
      runs.shaped.push(await load(`${shaped.base}${PATH}`, 50));
    }
    const [a, p, s] = [middle(runs.app), middle(runs.plain), middle(runs.shaped)];
    const ratio = a.rps / p.rps;
    return [
      ['GET /Footer: Express alone, same JSON (req/s)', p.rps, null, true],
      ["GET /Footer: Express alone with the app's request classes (req/s)", s.rps, null, true],
      ['GET /Footer: app (req/s)', a.rps, null, a.errors === 0],
      ['GET /Footer: Express alone p99, 50 connections (ms)', p.p99, null, true],
      ['GET /Footer: app p99, 50 connections (ms)', a.p99, null, a.errors === 0],
      ['GET /Footer: app / Express alone (ratio)', ratio, TARGET_RATIO, a.errors === 0 && ratio >= TARGET_RATIO],
      ["GET /Footer: app / Express with the app's request classes (ratio)", a.rps / s.rps, null, true],
    ];
  });
}
