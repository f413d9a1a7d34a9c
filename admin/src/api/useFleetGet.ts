import { useEffect, useState } from 'react';
import { fleet, type CallOptions } from './fleet';

/** GET one /api/Fleet resource for a screen; `path` null waits (e.g. until an id is known). */
export function useFleetGet<T>(path: string | null, options?: CallOptions) {
  const [state, setState] = useState<{ data: T | null; error: Error | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const anonymous = options?.anonymous;
  const quiet = options?.quiet;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fleet
      .get<T>(path, { anonymous, quiet, signal: controller.signal })
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ data: null, error, loading: false });
      });
    return () => controller.abort();
  }, [path, anonymous, quiet]);

  return state;
}
