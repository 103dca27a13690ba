import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { KeptWrite, NewKeptWrite } from './kept-writes';

// The kept writes live in IndexedDB: they survive a reload, a closed tab and a phone that
// killed the browser, which memory or sessionStorage would not. idb wraps its callbacks in
// promises; one object store, its keys the order the writes were made in.

interface OutboxDb extends DBSchema {
  writes: { key: number; value: KeptWrite };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>('ridgeline-outbox', 2, {
    async upgrade(d, from, _to, tx) {
      if (from < 1) d.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      if (from === 1) {
        // Version 1 knew only one kind of write that makes its record: projects made offline.
        // The writes kept before this app's update say so themselves from now on (`creates`).
        const store = tx.objectStore('writes');
        for (let c = await store.openCursor(); c; c = await c.continue()) {
          if (c.value.kind === 'project.create') await c.update({ ...c.value, creates: true });
        }
      }
    },
  });
  return opened;
}

/** Every kept write, in the order made. */
export async function allWrites(): Promise<KeptWrite[]> {
  return (await db()).getAll('writes');
}

export async function addWrite(write: NewKeptWrite): Promise<KeptWrite> {
  const value = { ...write, state: 'waiting', createdAt: new Date().toISOString() } as KeptWrite;
  // The store gives `seq`: the value goes in without it.
  const seq = await (await db()).add('writes', value);
  return { ...value, seq };
}

export async function putWrite(write: KeptWrite): Promise<void> {
  await (await db()).put('writes', write);
}

/** The sent write goes and the writes made on top of it take their new versions, at once. */
export async function replaceWrites(remove: number[], put: KeptWrite[]): Promise<void> {
  const tx = (await db()).transaction('writes', 'readwrite');
  await Promise.all([
    ...remove.map((seq) => tx.store.delete(seq)),
    ...put.map((w) => tx.store.put(w)),
    tx.done,
  ]);
}
