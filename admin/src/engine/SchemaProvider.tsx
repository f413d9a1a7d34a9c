import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fleet } from '../api/fleet';
import { useCurrentUser } from '../auth/currentUser';
import { readSession } from '../auth/session';
import { addMessages } from '../i18n/i18nProvider';
import { schemaMessages } from './schemaMessages';
import type { SchemaMap } from './schemaTypes';

interface SchemaState {
  schemas: SchemaMap | null;
  error: Error | null;
}

const SchemaContext = createContext<SchemaState>({ schemas: null, error: null });

/** GET /Schemas started as the page started (startSchemasLoad), for the first load of this page. */
let early: { userId: number; promise: Promise<SchemaMap> } | null = null;

/** Starts GET /Schemas for `userId` as the page starts (bootLoads.ts), beside the user's own call. */
export function startSchemasLoad(userId: number) {
  early = { userId, promise: fleet.get<SchemaMap>('/Schemas') };
  return early.promise;
}

const schemasOf = (userId: number) => {
  const found = early?.userId === userId ? early.promise : null;
  early = null;
  return found ?? fleet.get<SchemaMap>('/Schemas');
};

/**
 * Loads GET /Schemas once per logged-in user and adds their labels to the catalogue. Read at run
 * time, so an entity added as one schema file gets its screens without rebuilding the admin.
 */
export const SchemaProvider = ({ children }: { children: ReactNode }) => {
  // a session that must change its password first may not ask (the shell only sends it to the reset)
  const confined = readSession().isRedirectToPasswordReset;
  const loaded = useCurrentUser()?.id ?? null;
  const userId = confined ? null : loaded;
  const [state, setState] = useState<SchemaState & { userId: number | null }>({ schemas: null, error: null, userId: null });

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    schemasOf(userId)
      .then((schemas) => {
        addMessages(schemaMessages(schemas, 'en'), schemaMessages(schemas, 'es'));
        if (active) setState({ schemas, error: null, userId });
      })
      .catch((error: Error) => active && setState({ schemas: null, error, userId }));
    return () => {
      active = false;
    };
  }, [userId]);

  const value = state.userId === userId ? state : { schemas: null, error: null };
  return <SchemaContext.Provider value={value}>{children}</SchemaContext.Provider>;
};

export const useSchemas = () => useContext(SchemaContext);

/** One entity's schema; undefined while loading or when the user may not read it. */
export const useEntitySchema = (id: string) => useSchemas().schemas?.[id];
