// Where routes are declared, for the route map (`npm run routes`, routeMap.ts): each route and named
// action names its files (RouteDef.source), stamped where it is built from that file's
// import.meta.url, so no path is written by hand.
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A file (its import.meta.url, a file URL or an absolute path) as a path from the repository's root: `server/yard/index.ts`. */
export const sourceOf = (file: string | URL): string =>
  relative(REPO_ROOT, String(file).startsWith('file:') ? fileURLToPath(file) : String(file))
    .split(sep)
    .join('/');

/** Routes or named actions with `source` as theirs, unless one names its own. */
export const sourced = <T extends { source?: string[] }>(source: string[], defs: T[]): T[] =>
  defs.map((d) => ({ ...d, source: d.source ?? source }));

/**
 * Routes or named actions declared in the file of `url` (its import.meta.url), which each names as
 * its source. Their type is the one asked for (`const routes: RouteDef[] = declaredIn(…)`), so the
 * object literals are checked against it.
 */
export const declaredIn = <T extends { source?: string[] }>(url: string, defs: NoInfer<T>[]): T[] => sourced([sourceOf(url)], defs);
