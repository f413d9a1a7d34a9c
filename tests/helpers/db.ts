// Loose access to the database for arranging and checking a test's state: records as plain
// objects, entities by name, conditions as a list. Tests may use `any`; the server may not.
import type { EntityName } from '../../schemas/types.generated.js';
import type { AppContext } from '../../server/context.js';
import { type Condition, type Query, THROUGH_WRITER } from '../../server/engine/repository.js';
import { forgetReads } from '../../server/engine/readCache.js';

export type Rec = Record<string, any>;

export function repoOf(ctx: AppContext) {
  const repo = ctx.repo;
  const name = (entity: string) => entity as EntityName;
  const forgotten = <T>(entity: string, result: T) => {
    forgetReads(ctx, entity);
    return result;
  };
  return {
    findMany: (db: unknown, entity: string, q: Query = {}) => repo.findMany(db as never, name(entity), q) as Promise<Rec[]>,
    findById: (db: unknown, entity: string, id: unknown) => repo.findById(db as never, name(entity), id) as Promise<Rec | undefined>,
    count: (db: unknown, entity: string, where: Condition[] = []) => repo.count(db as never, name(entity), { where }),
    // Writes around the app, to arrange a state: they leave no history (the writer's pass is taken
    // here on purpose, as the server never may) and forget what the app keeps of the entity, as
    // its own writes do.
    update: async (db: unknown, entity: string, id: unknown, values: Rec) =>
      forgotten(entity, (await repo.update(db as never, name(entity), id, values as never, {}, THROUGH_WRITER)) as Rec | undefined),
    // (`reread`: the read-back's conditions; a row they do not take is answered as undefined)
    insert: async (db: unknown, entity: string, values: Rec, reread: Query = {}) =>
      forgotten(entity, (await repo.insert(db as never, name(entity), values as never, reread, THROUGH_WRITER)) as Rec),
    remove: async (db: unknown, entity: string, id: unknown) =>
      forgotten(entity, await repo.remove(db as never, name(entity), id, THROUGH_WRITER)),
  };
}

/** The database with tables by name, for raw checks. */
export const rawDb = (ctx: AppContext) => ctx.db as any;
