import { startTransition, useEffect, useState } from 'react';
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
    // (already loading, as on a screen's first render, is no change to render again)
    setState((s) => (s.loading && !s.error ? s : { ...s, loading: true, error: null }));
    fleet
      .get<T>(path, { anonymous, quiet, signal: controller.signal })
      // the answer's render may be long (a list of drivers for a select): rendered as a transition,
      // in slices a tap can come between, not in one go
      .then((data) => startTransition(() => setState({ data, error: null, loading: false })))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ data: null, error, loading: false });
      });
    return () => controller.abort();
  }, [path, anonymous, quiet]);

  return state;
}
