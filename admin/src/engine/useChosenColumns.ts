// The columns a list shows: the user's choice for the screen (saved in settings.colinations with
// POST /User/Settings), else the schema's default list columns. The offer is the default columns
// followed by the list's choices (x-list.choices).
import { useCallback } from 'react';
import { fleet } from '../api/fleet';
import { currentUser, updateCurrentUser, useCurrentUser } from '../account/currentUser';
import { savedColumns, withColumns } from './columnSettings';
import type { EntitySchema } from './schemaTypes';

export function offeredColumns(schema: EntitySchema): string[] {
  const list = schema['x-list'];
  return [...new Set([...(list?.columns ?? []), ...(list?.choices ?? [])])];
}

export function useChosenColumns(schema: EntitySchema, screen: string, allowed?: (column: string) => boolean) {
  const user = useCurrentUser();
  const offered = offeredColumns(schema).filter((c) => !allowed || allowed(c));
  const defaults = (schema['x-list']?.columns ?? []).filter((c) => offered.includes(c));
  const columns = savedColumns(user?.settings, screen, offered) ?? defaults;
  const choose = useCallback(
    (next: string[]) => {
      const me = currentUser.get();
      if (!me) return;
      const settings = withColumns(me.settings, screen, next);
      updateCurrentUser({ settings });
      fleet.post('/User/Settings', { userId: me.id, settings }, { quiet: true }).catch((error) => console.error(error));
    },
    [screen],
  );
  return { columns, offered, defaults, choose };
}
