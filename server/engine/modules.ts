// Entity modules: the per-entity code the spec asks for beyond what a schema can say. Each lives in
// server/entities/<entity id>/index.ts and default-exports defineModule({...}); loadModules finds
// them by folder, so the engine never imports an entity and a new entity touches only its schema
// and its own folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntityName } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { Access, Call, RouteDef } from '../http/route.js';
import { sourceOf } from '../http/routeSource.js';
import type { Throttle } from '../http/throttle.js';
import type { EntityDef, Registry } from './registry.js';
import type { ComputedColumns, Condition, RecordOf, Values } from './repository.js';
import type { Writer } from './writer.js';

export interface SaveArgs<K extends EntityName> {
  ctx: AppContext;
  principal: Principal;
  entity: EntityDef;
  /** The open transaction: hooks read and write through it. */
  trx: Db;
  /** The validated body. */
  input: Partial<RecordOf<K>>;
  /** What will be written; hooks may change it. */
  values: Partial<RecordOf<K>> & Values;
  existing?: RecordOf<K>;
  /** Values the server set itself (service.ts OperationOptions): not the author's to reach. */
  trusted: Values;
  /** The server acts on its own authority: a reach check of the author's is not the rule here. */
  overrideAccess: boolean;
}

export interface EntityHooks<K extends EntityName> {
  /** Conditions every read of the entity adds (deleted users hidden). */
  readConditions?(p: Principal): Condition[];
  /**
   * CPU work that needs only the body (hashing a new user's password), done before the
   * transaction opens so no lock is held meanwhile. Its answer is merged into the values.
   */
  prepare?(args: { ctx: AppContext; principal: Principal; input: Partial<RecordOf<K>>; creating: boolean }): Promise<Values | void>;
  /** Rules across fields and records; runs in the transaction, after tenancy and before the write. */
  beforeSave?(args: SaveArgs<K>): Promise<void> | void;
  /** The history's name for an update when it is more than 'update' (an asset's repair). */
  auditAction?(args: { existing: RecordOf<K>; values: Partial<RecordOf<K>> }): string | undefined;
  /** Side effects of a save (sessions ended, history rows); in the same transaction. */
  afterSave?(args: SaveArgs<K> & { saved: RecordOf<K> }): Promise<void> | void;
  /**
   * Computed fields of a whole page at once: one query per page, never one per row. `entity` is the
   * entity or view the rows are read as: a view (x-views) may omit a computed field, and then
   * nothing need fill it.
   */
  afterRead?(args: { ctx: AppContext; principal: Principal; db: Db; entity: EntityDef; records: RecordOf<K>[] }): Promise<void> | void;
  /** Replaces the generic delete (users are marked Deleted); runs in the transaction. */
  delete?(args: { ctx: AppContext; principal: Principal; trx: Db; existing: RecordOf<K>; writer: Writer }): Promise<RecordOf<K>>;
}

/**
 * A named action on an entity (a stage change, a priority swap, a bulk reorder): its own call,
 * access rule and body schema; it runs in one transaction and writes through `writer`, which
 * stamps, audits and keeps the access generation, like every other write.
 */
export interface NamedAction {
  name: string;
  method: 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  body?: string;
  params?: string[];
  throttle?: Throttle[];
  envelope?: RouteDef['envelope'];
  /** What the call does, in a few words (RouteDef.summary). */
  summary?: RouteDef['summary'];
  /** What a successful call answers inside its envelope (RouteDef.answer). */
  answer?: RouteDef['answer'];
  /** For envelope 'none': the media type it answers with (RouteDef.answerType). */
  answerType?: RouteDef['answerType'];
  /** Where it is declared, for the route map (RouteDef.source); unset, the module's index.ts. */
  source?: string[];
  /**
   * Checks that need no transaction and may wait (a host name's DNS lookup), done before the
   * transaction opens: on SQLite, the transaction holds the one connection every write needs.
   */
  check?(args: Call): Promise<void>;
  run(args: Call & { trx: Db; writer: Writer }): Promise<unknown>;
}

export interface EntityModule<K extends EntityName = EntityName> {
  entity: K;
  hooks?: EntityHooks<K>;
  /** Its named actions; a function when they follow from the schemas (one per filter screen). */
  actions?: NamedAction[] | ((registry: Registry) => NamedAction[]);
  /** Reads of this entity with a shape of their own (the spec's extra calls). */
  routes?: RouteDef[];
  /** Computed (x-virtual) properties read with its rows, in the same statement (repository.ts). */
  columns?: (registry: Registry) => ComputedColumns;
  /** Work each running instance does every so often on its own (an appointment's No-Show): server/sweeps.ts runs it. */
  sweeps?: Sweep[];
}

export interface Sweep {
  name: string;
  everyMs: number;
  /** Does the work; answers how many records it changed (for the log). */
  run(ctx: AppContext): Promise<number>;
  /**
   * When the instance stops: ends what its turns started and left running (the webhooks' posts in
   * flight), within a few seconds. Shutdown waits for it with the background jobs, before the
   * database closes.
   */
  settle?(ctx: AppContext): Promise<void>;
}

export const defineModule = <K extends EntityName>(m: EntityModule<K>): EntityModule<K> => m;

export type Modules = Map<string, EntityModule>;

/** The computed columns of every entity that declares some, by entity id (the repository's). */
export const computedColumns = (modules: Modules, registry: Registry): Map<string, ComputedColumns> =>
  new Map([...modules].flatMap(([id, m]) => (m.columns ? [[id, m.columns(registry)] as const] : [])));

/** The hooks of an entity, typed for it. */
export const hooksOf = <K extends EntityName>(modules: Modules, entity: K) => modules.get(entity)?.hooks as EntityHooks<K> | undefined;

export const ENTITIES_DIR = new URL('../entities/', import.meta.url);

/**
 * Where a module's route or action is declared, for the route map: the files it names, when one
 * is in the module's folder (mission/stageAction.ts); else the module's index.ts first — it is
 * declared there inline, or made there by an engine helper (reorderAction) whose file follows.
 */
export function moduleSource(entity: string, source: string[] = []): string[] {
  const index = sourceOf(new URL(`${entity}/index.ts`, ENTITIES_DIR));
  const folder = index.slice(0, -'index.ts'.length);
  return source.some((f) => f.startsWith(folder)) ? source : [index, ...source];
}

/** Imports every server/entities/<id>/index module; the folder name must be an entity of the registry. */
export async function loadModules(knows: (id: string) => boolean, dir: URL = ENTITIES_DIR): Promise<Modules> {
  const modules: Modules = new Map();
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const f of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!knows(f.name)) throw new Error(`server/entities/${f.name}: no schema has the $id ${f.name}`);
    const m = (await import(pathToFileURL(join(dir.pathname, f.name, 'index.ts')).href)).default as EntityModule;
    if (m?.entity !== f.name)
      throw new Error(`server/entities/${f.name}/index.ts must default-export defineModule({ entity: '${f.name}' })`);
    modules.set(f.name, m);
  }
  return modules;
}
