// The route map (`npm run routes`, server/http/routeMap.ts), built from the app's own route table:
// every file it names exists, every call of the spec is routed under /api/Fleet, and docs/API.md
// lists exactly the app's routes with the app's access rules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MappedRoute, loadRouteSources, routeMap, routeTable } from '../../server/http/routeMap.js';
import { REPO_ROOT } from '../../server/http/routeSource.js';

const SPEC_CALLS = join(REPO_ROOT, 'tests/fixtures/specCalls.txt');
const API_DOC = join(REPO_ROOT, 'docs/API.md');
const INDEX_HEADING = '## Every route';
const SPEC_DIR = [process.env.SPEC_DIR, join(REPO_ROOT, '../shared/spec')].find((d) => d && existsSync(d));

const key = (r: Pick<MappedRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;
/** A call with its parameters unnamed: the spec and the code may name one differently. */
const shape = (call: string) => call.replace(/\{\w+\}/g, '{}');
/** The doc's sections name /api/Fleet calls by their path under it. */
const fleetPath = (p: string) => (p.startsWith('/api/') ? p : `/api/Fleet${p}`);

/**
 * The calls of one line of the spec's lists: `GET /Assets; POST /Assets (companyId, …)`. A path
 * with no method of its own takes the one before it (`POST /User/Filters, /User/AssetFilters`);
 * `GET and POST /Footer` names two.
 */
function specCallsOf(line: string): string[] {
  const calls: string[] = [];
  let methods: string[] = [];
  for (const m of line.replace(/\([^)]*\)/g, '').matchAll(/(?:\b(GET|POST|PUT|DELETE)(?: and (GET|POST|PUT|DELETE))? )?(\/[\w{}/]+)/g)) {
    if (m[1]) methods = [m[1], m[2]].filter((x): x is string => !!x);
    for (const method of methods) calls.push(`${method} /api/Fleet${m[3]}`);
  }
  return calls;
}

interface DocRow {
  heading: string;
  cells: string[];
  line: number;
}

/** Every row of every table of a Markdown text, with the heading it stands under (separator rows left out). */
function tableRows(md: string): DocRow[] {
  let heading = '';
  return md.split('\n').flatMap((text, i) => {
    if (text.startsWith('#')) heading = text.trim();
    if (!text.startsWith('|') || /^\|[\s:|-]+\|$/.test(text)) return [];
    return [
      {
        heading,
        cells: text
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim()),
        line: i + 1,
      },
    ];
  });
}

/** The calls a cell of the doc names in backticks (`POST /Payloads/Export` (+ `/Download`) names two). */
function docCallsOf(cell: string): string[] {
  const calls = [...cell.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s]+)`/g)].map((m) => `${m[1]} ${fleetPath(m[2])}`);
  return cell.includes('(+ `/Download`)') ? calls.flatMap((c) => [c, `${c}/Download`]) : calls;
}

describe('route map', () => {
  let routes: MappedRoute[];
  let byCall: Map<string, MappedRoute>;
  beforeAll(async () => {
    routes = routeMap(await loadRouteSources());
    byCall = new Map(routes.map((r) => [key(r), r]));
  });

  it('when the map is built, then every route names the files that declare it, and each file exists', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.source.length).map(key)).toEqual([]);
    const missing = routes.flatMap((r) =>
      r.source
        .map((s) => s.replace(/ \(.*\)$/, ''))
        .filter((f) => !existsSync(join(REPO_ROOT, f)))
        .map((f) => `${key(r)}: ${f}`),
    );
    expect(missing).toEqual([]);
    expect(new Set(routes.map(key)).size).toBe(routes.length);
  });

  it('when it is printed, then a grep for a call finds its line with its access and files', () => {
    const line = routeTable(routes)
      .split('\n')
      .find((l) => l.startsWith('POST /api/Fleet/Payload '));
    expect(line).toMatch(
      /^POST \/api\/Fleet\/Payload +DispatchManager, Driver +schemas\/entities\/payload\.schema\.json \(x-fleet\), server\/entities\/payload\/index\.ts, server\/engine\/fleetRoutes\.ts, server\/engine\/service\.ts$/,
    );
    expect(byCall.get('POST /api/Fleet/MissionStage')?.source).toEqual(['server/entities/mission/stageAction.ts']);
    expect(byCall.get('POST /api/Fleet/Location/SortOrder')?.source).toEqual([
      'server/entities/location/index.ts',
      'server/engine/reorder.ts',
    ]);
  });

  it("when the spec's call lists are read, then every call is routed under /api/Fleet", () => {
    const lines = readFileSync(SPEC_CALLS, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    const calls = lines.flatMap(specCallsOf);
    expect(calls.length).toBeGreaterThan(80);
    const routed = new Set(routes.map((r) => shape(key(r))));
    expect(calls.filter((c) => !routed.has(shape(c))).map((c) => `spec call not routed: ${c}`)).toEqual([]);
  });

  it.skipIf(!SPEC_DIR)("when the spec is at hand, then the copied call lists are still the spec's", () => {
    let file = '';
    const stale: string[] = [];
    for (const line of readFileSync(SPEC_CALLS, 'utf8').split('\n')) {
      if (line.startsWith('## ')) file = line.slice(3);
      else if (line && !line.startsWith('#') && !readFileSync(join(SPEC_DIR!, file), 'utf8').split('\n').includes(line))
        stale.push(`${file}: ${line.slice(0, 60)}…`);
    }
    expect(file).not.toBe('');
    expect(stale).toEqual([]);
  });

  it(`when docs/API.md is read, then its "${INDEX_HEADING}" table lists every route of the app with its access, and nothing else`, () => {
    const rows = tableRows(readFileSync(API_DOC, 'utf8')).filter((r) => r.heading === INDEX_HEADING && r.cells[0] !== 'Route');
    // the first row of each call; a later one is a repeat
    const listed = new Map([...rows].reverse().map((r) => [r.cells[0].replace(/`/g, ''), r]));
    // `npm run routes -- --markdown` prints the rows.
    const problems = [
      ...routes.filter((r) => !listed.has(key(r))).map((r) => `not in docs/API.md: ${key(r)} | ${r.access}`),
      ...rows.filter((r) => listed.get(r.cells[0].replace(/`/g, '')) !== r).map((r) => `docs/API.md:${r.line} lists ${r.cells[0]} again`),
      ...[...listed].flatMap(([call, r]) => {
        const route = byCall.get(call);
        if (!route) return [`docs/API.md:${r.line} lists ${call}, which the app does not route`];
        return route.access === r.cells[1] ? [] : [`docs/API.md:${r.line} says ${call} | ${r.cells[1]}; the app: ${route.access}`];
      }),
    ];
    expect(problems).toEqual([]);
  });

  it("when docs/API.md's other tables name a call, then the app routes it, and one they call public is public", () => {
    const rows = tableRows(readFileSync(API_DOC, 'utf8')).filter((r) => r.heading !== INDEX_HEADING);
    const named = rows.flatMap((r) => docCallsOf(r.cells[0]).map((call) => ({ call, who: r.cells[1], line: r.line })));
    expect(named.length).toBeGreaterThan(50);
    const problems = named.flatMap(({ call, who, line }) => {
      const route = byCall.get(call);
      if (!route) return [`docs/API.md:${line} names ${call}, which the app does not route`];
      return who === 'public' && route.access !== 'public' ? [`docs/API.md:${line} calls ${call} public; the app: ${route.access}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
