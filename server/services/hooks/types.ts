// Per-entity rules that a schema cannot say, plugged into the generic entity service.
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { Condition, Rec } from '../../repositories/entityRepository.js';
import type { EntityDef } from '../../schema/registry.js';

export interface SaveArgs {
  ctx: AppContext;
  principal: Principal;
  entity: EntityDef;
  /** The validated body. */
  input: Rec;
  /** What will be written; hooks may change it. */
  values: Rec;
  existing?: Rec;
}

export interface EntityHooks {
  /** Extra list conditions (e.g. deleted users hidden). */
  listConditions?(p: Principal): Condition[];
  beforeSave?(args: SaveArgs): Promise<void> | void;
  afterSave?(args: SaveArgs & { trx: Db; saved: Rec }): Promise<void> | void;
  /** Replaces the generic delete (e.g. users are marked Deleted). */
  delete?(args: { ctx: AppContext; principal: Principal; entity: EntityDef; existing: Rec }): Promise<Rec>;
}
