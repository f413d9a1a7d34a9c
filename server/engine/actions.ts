// Named actions of the entity modules become routes: the declared access rule and body schema in
// front, one transaction around the work, and a writer that stamps and audits each write.
import type { RouteDef } from '../http/route.js';
import { type Modules, moduleSource } from './modules.js';
import type { Registry } from './registry.js';
import { inTransaction } from './service.js';
import { makeWriter } from './writer.js';

export function actionRoutes(modules: Modules, registry: Registry): RouteDef[] {
  return [...modules.values()].flatMap((m) =>
    (typeof m.actions === 'function' ? m.actions(registry) : (m.actions ?? [])).map((a): RouteDef => ({
      method: a.method,
      path: a.path,
      access: a.access,
      body: a.body,
      params: a.params,
      throttle: a.throttle,
      envelope: a.envelope,
      summary: a.summary,
      answer: a.answer,
      answerType: a.answerType,
      action: `${m.entity}.${a.name}`,
      writes: true,
      source: moduleSource(m.entity, a.source),
      handler: async (call) => {
        await a.check?.(call);
        return inTransaction(call.ctx, call.ctx.registry.entity(m.entity), (trx) =>
          a.run({ ...call, trx, writer: makeWriter(call.ctx, trx, call.principal) }),
        );
      },
    })),
  );
}
