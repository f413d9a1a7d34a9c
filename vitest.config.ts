// Three projects: unit (pure functions), integration (HTTP against the real app, once per
// database: SQLite always, PostgreSQL when TEST_PG_URL is set) and browser (Chromium through
// playwright-core against the built admin).
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Where the integration files note each route whose answer they checked (answersCoverage.ts).
process.env.YARDMASTER_ANSWERS_LOG ??= join(tmpdir(), `ym-answers-${process.pid}.log`);

export default defineConfig({
  test: {
    // One file per core. Vitest 4.1's default leaves a core out (one file at a time on the 2-core
    // machines CI runs on), yet a file keeps about half of both cores busy: an integration file
    // waits on its database and timers, a browser file on Chromium's frames and its own round trips.
    // Two at once on a 2-core machine: the integration and unit files 242 → 154 s, four browser
    // files 168 → 111 s (three at once: 129 s).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'admin/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // every kept statement checked against its query compiled anew (server/engine/statementCache.ts)
          // and every answer checked against the API's description (server/http/openapi/contract.ts)
          env: {
            YARDMASTER_CHECK_KEPT_STATEMENTS: '1',
            YARDMASTER_CHECK_ANSWERS: process.env.YARDMASTER_CHECK_ANSWERS ?? '1',
            YARDMASTER_ANSWERS_LOG: process.env.YARDMASTER_ANSWERS_LOG,
          },
          globalSetup: ['tests/integration/answersCoverage.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one module graph instead of importing the app anew each (1 to 3 s a file):
          // every file builds its own app on its own database, and the server keeps its state per
          // app (AppContext), not per module. About 110 s less for this project on a 2-core machine.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          env: { YARDMASTER_CHECK_KEPT_STATEMENTS: '1' },
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen that settles a moment late on a busy 2-core machine (a lookup's name read after
          // its list) is not a failure: expect.poll waits up to 5 s rather than Vitest's 1 s.
          expect: { poll: { timeout: 5_000 } },
          // As above: each file has its own app, database and Chromium (about 1 s less a file).
          isolate: false,
          // A group of its own, after the others: browser files never share the cores with the
          // integration files (three browser files took 317 s instead of 225 s beside them).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
