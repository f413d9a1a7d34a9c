import type { Database } from 'better-sqlite3';

/** Registers Unicode-aware lower() and like() on a better-sqlite3 connection (sqliteFunctions.mjs). */
export function registerTextFunctions(db: Database): void;
