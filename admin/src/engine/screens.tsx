// The generated list and editor as screens of the route table, loaded on demand together with
// the entity's own pieces (its module's `ui`), so neither weighs on the main bundle.
import { lazy, Suspense, type ComponentType } from 'react';
import { PleaseWait } from '../ui/PleaseWait';
import type { EntityUi } from './entityUi';

type LoadUi = () => Promise<EntityUi>;

/** A screen whose code loads on demand; `preload` starts loading it before it is shown (bootLoads.ts). */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const once = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await once() }));
  const Screen = () => (
    <Suspense fallback={<PleaseWait />}>
      <Loaded />
    </Suspense>
  );
  return Object.assign(Screen, { preload: once });
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

/** The change history of a record of an audited entity (x-audit; id from the route). */
export const historyScreen = (entity?: string, loadUi?: LoadUi) =>
  lazyScreen(async () => {
    const [{ EntityHistoryScreen }, ui] = await Promise.all([import('./EntityScreens'), loadUi?.()]);
    return () => <EntityHistoryScreen entity={entity} ui={ui} />;
  });

/** A screen of an entity module's own, loaded on demand. */
export const moduleScreen = (load: () => Promise<{ default: ComponentType }>) => lazyScreen(async () => (await load()).default);
