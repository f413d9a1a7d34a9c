// One test file's app: a fresh database of the dialect, the real app on it with the demo data,
// and an API client, set up before the file's tests and torn down after.
import { afterAll, beforeAll } from 'vitest';
import { fleet } from './api.js';
import { createTestDatabase, type Dialect, startTestApp, type TestApp, type TestDatabase } from './testApp.js';

export interface Suite {
  db: TestDatabase;
  app: TestApp;
  api: ReturnType<typeof fleet>;
}

export function useTestApp(dialect: Dialect, opts: Parameters<typeof startTestApp>[1] = {}): Suite {
  const s = {} as Suite;
  beforeAll(async () => {
    s.db = await createTestDatabase(dialect);
    s.app = await startTestApp(s.db, opts);
    s.api = fleet(s.app);
  });
  afterAll(async () => {
    await s.app?.close();
    await s.db?.drop();
  });
  return s;
}
