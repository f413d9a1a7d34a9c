// The generated list and editor as screens of the route table, loaded on demand together with
// the entity's own pieces (its module's `ui`), so neither weighs on the main bundle.
import { lazy, Suspense, type ComponentType } from 'react';
import { PleaseWait } from '../ui/PleaseWait';
import type { EntityUi } from './entityUi';

type LoadUi = () => Promise<EntityUi>;

function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  const Screen = () => (
    <Suspense fallback={<PleaseWait />}>
      <Loaded />
    </Suspense>
  );
  return Screen;
}

/** The generated list of `entity` with its module's pieces (no entity: the one the URL names, schema-only). */
export const listScreen = (entity?: string, loadUi?: LoadUi) =>
  lazyScreen(async () => {
    const [{ EntityListScreen }, ui] = await Promise.all([import('./EntityScreens'), loadUi?.()]);
    return () => <EntityListScreen entity={entity} ui={ui} />;
  });

/** The generated editor of `entity` (id from the route; 0 creates). */
export const editorScreen = (entity?: string, loadUi?: LoadUi) =>
  lazyScreen(async () => {
    const [{ EntityEditorScreen }, ui] = await Promise.all([import('./EntityScreens'), loadUi?.()]);
    return () => <EntityEditorScreen entity={entity} ui={ui} />;
  });

/** A screen of an entity module's own, loaded on demand. */
export const moduleScreen = (load: () => Promise<{ default: ComponentType }>) => lazyScreen(async () => (await load()).default);
