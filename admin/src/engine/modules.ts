// Entity modules: the per-entity screens, inputs, menu entries and messages the spec asks for
// beyond the generated ones. Each lives in admin/src/entities/<entity id>/index.ts and exports
// defineModule({...}) (module.ts) as default; they are found here by folder (import.meta.glob),
// so the engine and the shell never import an entity, and a new entity touches only its schema
// and its own folder.
import type { EntityModule } from './module';

const found = import.meta.glob<{ default: EntityModule }>('../entities/*/index.ts', { eager: true });

/** Every entity module, by entity id. */
export const entityModules: Map<string, EntityModule> = new Map(
  Object.entries(found).map(([path, m]) => {
    const folder = path.split('/').at(-2)!;
    if (m.default?.entity !== folder) throw new Error(`${path} must export defineModule({ entity: '${folder}' }) as default`);
    return [folder, m.default];
  }),
);
