// The browser's IndexedDB as a few promises: what the driver's app keeps for a bad signal (issue
// 13 §5) — the last answers of its reads and the stage moves waiting to be sent — and the yard
// check's entries waiting to be sent (issue 33). Not
// localStorage: the spec keeps only the four session values there (account/session.ts), and
// IndexedDB survives a reload just the same, off the main thread's synchronous path.
const NAME = 'yardmaster-offline';
const VERSION = 2;

/** Object stores: 'reads' keyed by `key` (user + request); 'moves' and 'yardEntries' in the order they were made. */
export type StoreName = 'reads' | 'moves' | 'yardEntries';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (!hasIndexedDb()) throw new Error('This browser keeps no IndexedDB');
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('reads')) db.createObjectStore('reads', { keyPath: 'key' }).createIndex('userId', 'userId');
      if (!db.objectStoreNames.contains('moves')) db.createObjectStore('moves', { keyPath: 'seq', autoIncrement: true });
      // version 2: the yard check's entries
      if (!db.objectStoreNames.contains('yardEntries')) db.createObjectStore('yardEntries', { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  }).catch((err: unknown) => {
    opening = null; // a private window may refuse it once; the next call tries again
    throw err;
  });
  return opening;
}

/** Whether this browser has IndexedDB at all (the node unit tests and some private modes do not). */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** Runs one request in its own transaction and answers its result once the transaction is durable. */
export async function run<T>(store: StoreName, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = act(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
