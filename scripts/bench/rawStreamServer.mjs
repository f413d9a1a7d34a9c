// The raw baseline of the streams bench (streamBench.ts): node:http holding event streams as the
// app's are held — the headers, a first comment, a heartbeat every 20 s — and nothing else: what a
// stream costs Node itself. SIGUSR2 collects the garbage (as the bench's app server does), so the
// bench reads the memory of what is held. Prints "listening <port>".
import { createServer } from 'node:http';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

process.on('SIGUSR2', () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc');
  collect();
  collect();
});
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  res.write(': live\n\n');
  const heartbeat = setInterval(() => res.write(': ping\n\n'), 20_000);
  res.on('close', () => clearInterval(heartbeat));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
