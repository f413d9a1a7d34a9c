// The fixed cost's baseline (fixedCostBench.ts): Express 5 alone, in a process of its own, answering
// GET /api/Fleet/Footer with the bytes the app answered it with (BENCH_BODY) — the same framework
// and the same JSON, none of the app's work around a call. With BENCH_REQUEST_CLASSES=1 it builds
// its requests as the app does (server/http/requestClasses.ts). Prints "listening <port>".
import express from 'express';
import { useOwnRequestClasses } from '../../server/http/requestClasses.js';

const body = process.env.BENCH_BODY ?? '';
const app = express();
if (process.env.BENCH_REQUEST_CLASSES === '1') useOwnRequestClasses(app);
app.get('/api/Fleet/Footer', (_req, res) => {
  res.type('json').send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`listening ${typeof a === 'object' && a ? a.port : 0}`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
