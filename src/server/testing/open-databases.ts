/** The databases the API tests run on. */
export type DbTarget = 'sqlite' | 'postgres';

declare module 'vitest' {
  interface TaskMeta {
    /** The databases of the test apps that were open while this test ran. */
    databases?: DbTarget[];
  }
}

// Test apps open now, per database: a test that runs while one is open is an API case on it.
const open = new Map<DbTarget, number>();

/** Counts a test app as open until the returned function is called. */
export function markDatabaseOpen(target: DbTarget): () => void {
  open.set(target, (open.get(target) ?? 0) + 1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open.set(target, (open.get(target) ?? 1) - 1);
  };
}

export function openDatabases(): DbTarget[] {
  return [...open].filter(([, n]) => n > 0).map(([target]) => target);
}
