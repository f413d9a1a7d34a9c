// Live updates in the logged-in shell (mounted once, in AppLayout): while a user is logged in, the
// stream of GET /api/Fleet/Events is kept open, and each change makes react-query read the
// changed entity's queries again — react-admin keys them by resource, and a screen's own queries
// start with it too ('missions', …). Changes that come together are read once, and a screen's own
// change that it reads back itself is not read again (ownChanges.ts). The lists' own
// 60-second refresh stays, for whenever the stream is down.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../account/currentUser';
import { readSession } from '../../account/session';
import { useSchemas } from '../SchemaProvider';
import { connectLive } from './liveConnection';
import { resourcesOf } from './liveResources';
import { emitLiveChange, liveStatus } from './liveStore';
import { isOwnChange } from './ownChanges';

/** Changes within this long are one read. */
const GATHER_MS = 100;

export function useLiveUpdates() {
  const client = useQueryClient();
  const { schemas } = useSchemas();
  const userId = useCurrentUser()?.id ?? null;
  // a session that must change its password first may not listen (the server answers 403)
  const confined = readSession().isRedirectToPasswordReset;
  const known = useRef(schemas);
  useEffect(() => {
    known.current = schemas;
  }, [schemas]);

  useEffect(() => {
    if (userId === null || confined) return;
    const stale = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      timer = undefined;
      const keys = new Set(stale);
      stale.clear();
      void client.invalidateQueries({ predicate: (q) => keys.has(String(q.queryKey[0])) });
    };
    const stop = connectLive({
      token: () => readSession().accessToken,
      onChange(change) {
        // a change this screen made and reads back itself is not read a second time (ownChanges.ts)
        if (!isOwnChange(change)) {
          resourcesOf(change.entity, known.current).forEach((r) => stale.add(r));
          timer ??= setTimeout(reread, GATHER_MS);
        }
        emitLiveChange(change);
      },
      onReset() {
        void client.invalidateQueries();
        emitLiveChange({ entity: '*', ids: [], action: 'reset' });
      },
      onStatus: liveStatus.set,
    });
    return () => {
      stop();
      clearTimeout(timer);
      liveStatus.set('down');
    };
  }, [client, userId, confined]);
}
