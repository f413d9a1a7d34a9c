// Work done after the answer has gone out (the password-reset e-mail), one job at a time, so the
// answer's timing never depends on it and jobs keep their order. A job may start after a delay
// (random jitter), so that its cost does not land on the very next request either. Errors are
// logged, never thrown at the caller; drain() lets shutdown and tests wait for what is pending.
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { Logger } from './context.js';

export interface Jobs {
  run(name: string, job: () => Promise<unknown>, opts?: { delayMs?: number }): void;
  drain(): Promise<void>;
}

export function makeJobs(log: Logger): Jobs {
  const queue = pLimit(1);
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, job, opts = {}) {
      const p = (opts.delayMs ? sleep(opts.delayMs) : Promise.resolve())
        .then(() => queue(job))
        .catch((err) => log.error(`background job ${name} failed`, err));
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    async drain() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
