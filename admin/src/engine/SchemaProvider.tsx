import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fleet } from '../api/fleet';
import { useCurrentUser } from '../account/currentUser';
import { readSession } from '../account/session';
import { addMessages } from '../i18n/i18nProvider';
import { schemaMessages } from './schemaMessages';
import { addSchemaTranslations } from './schemaTranslations';
import type { SchemaMap } from './schemaTypes';

interface SchemaState {
  schemas: SchemaMap | null;
  error: Error | null;
}

const SchemaContext = createContext<SchemaState>({ schemas: null, error: null });

/** GET /Schemas started as the page started (startSchemasLoad), for the first load of this page, with its answer once in. */
let early: { userId: number; promise: Promise<SchemaMap>; schemas?: SchemaMap } | null = null;

/** Starts GET /Schemas for `userId` as the page starts (bootLoads.ts), beside the user's own call. */
export function startSchemasLoad(userId: number) {
  const started = { userId, promise: fleet.get<SchemaMap>('/Schemas') };
  early = started;
  started.promise.then(
    (schemas) => {
      if (early === started) early.schemas = schemas;
    },
    () => undefined, // the provider that takes it reports the failure
  );
  return started.promise;
}

const schemasOf = (userId: number) => {
  const found = early?.userId === userId ? early.promise : null;
  early = null;
  return found ?? fleet.get<SchemaMap>('/Schemas');
};

/** Adds the schemas' labels to the catalogue (their own Spanish, x-i18n, first), then their state. */
const loaded = (schemas: SchemaMap, userId: number) => {
  addSchemaTranslations(schemas);
  addMessages(schemaMessages(schemas, 'en'), schemaMessages(schemas, 'es'));
  return { schemas, error: null, userId };
};

/**
 * The early answer when it is already in for `userId` (taken once): the shell's first render after
 * a reload's refresh route then has the schemas, instead of rendering without them and again.
 */
const answeredEarly = (userId: number | null) => {
  const schemas = userId !== null && early?.userId === userId ? early.schemas : undefined;
  if (!schemas || userId === null) return null;
  early = null;
  return loaded(schemas, userId);
};

/**
 * Loads GET /Schemas once per logged-in user and adds their labels to the catalogue. Read at run
 * time, so an entity added as one schema file gets its screens without rebuilding the admin.
 */
export const SchemaProvider = ({ children }: { children: ReactNode }) => {
  // a session that must change its password first may not ask (the shell only sends it to the reset)
  const confined = readSession().isRedirectToPasswordReset;
  const loadedId = useCurrentUser()?.id ?? null;
  const userId = confined ? null : loadedId;
  const [state, setState] = useState<SchemaState & { userId: number | null }>(
    () => answeredEarly(userId) ?? { schemas: null, error: null, userId: null },
  );
  const has = state.userId === userId;

  useEffect(() => {
    if (userId === null || has) return;
    let active = true;
    schemasOf(userId)
      .then((schemas) => {
        const next = loaded(schemas, userId);
        if (active) setState(next);
      })
      .catch((error: Error) => active && setState({ schemas: null, error, userId }));
    return () => {
      active = false;
    };
  }, [userId, has]);

  const value = has ? state : { schemas: null, error: null };
  return <SchemaContext.Provider value={value}>{children}</SchemaContext.Provider>;
};

export const useSchemas = () => useContext(SchemaContext);

/** One entity's schema; undefined while loading or when the user may not read it. */
export const useEntitySchema = (id: string) => useSchemas().schemas?.[id];
