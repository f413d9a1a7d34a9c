// The webhook bench's receiver (webhookBench.ts), a process of its own started at the lowest CPU
// priority: a receiver is another system on another machine, and on this 2-core machine its work
// would otherwise be counted against the app. Answers 204 to each delivery; GET /count says how
// many it took. Prints its port on its first line.
import { createServer } from 'node:http';
import process from 'node:process';

let received = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'text/plain' }).end(String(received));
    received++;
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
