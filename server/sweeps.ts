// The entity modules' sweeps (EntityModule.sweeps: an appointment's No-Show), run by each instance
// every so often from start.ts: one at a time per sweep (a slow one is not started again while it
// runs), a failure logged and tried again at the next turn. Each sweep coordinates the instances
// itself, through the database. The timers never keep the process alive; stop() ends them, and
// has each sweep settle what its turns left running (Sweep.settle) as a background job.
import type { AppContext } from './context.js';

export function startSweeps(ctx: AppContext): () => void {
  const timers = [...ctx.modules.values()].flatMap((m) =>
    (m.sweeps ?? []).map((sweep) => {
      let running = false;
      const turn = async () => {
        if (running) return;
        running = true;
        try {
          const changed = await sweep.run(ctx);
          if (changed) ctx.log.info(`${m.entity} ${sweep.name}: ${changed} record(s) changed`);
        } catch (err) {
          ctx.log.warn(`${m.entity} ${sweep.name} failed`, err);
        } finally {
          running = false;
        }
      };
      return setInterval(() => void turn(), sweep.everyMs).unref();
    }),
  );
  return () => {
    timers.forEach(clearInterval);
    // what the turns left running ends before the database closes (shutdown drains the jobs)
    for (const m of ctx.modules.values())
      for (const sweep of m.sweeps ?? []) if (sweep.settle) ctx.jobs.run(`${m.entity} ${sweep.name}: settling`, () => sweep.settle!(ctx));
  };
}
