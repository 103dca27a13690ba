import { smallStore } from '../small-store';
import type { KeptWrite } from './kept-writes';

// What the screens show of the changes kept on this device: a small store in the first load.
// The outbox (outbox.ts, loaded after the page) writes into it whenever the kept writes change.

interface OutboxState {
  /** Who is signed in: their kept writes are shown and sent. */
  userId: string | null;
  /** The signed-in user's kept writes, in order. */
  writes: readonly KeptWrite[];
  /** A write is being sent now. */
  syncing: boolean;
}

const store = smallStore<OutboxState>({ userId: null, writes: [], syncing: false });

let read = false;
let markRead: () => void = () => {};
const firstRead = new Promise<void>((resolve) => {
  markRead = () => {
    read = true;
    resolve();
  };
});

let wanted: () => void = () => {};

/** Called when a screen needs the kept writes now: the app loads the outbox then. */
export function onKeptWritesWanted(load: () => void): void {
  wanted = load;
}

/**
 * The outbox's code could not be fetched (offline before the app was ever cached): nothing kept
 * on the device can be read, and the screens waiting for it go on without.
 */
export function keptWritesUnreadable(): void {
  markRead();
}

/**
 * Resolves once the signed-in user's kept writes have been read from the device (the outbox
 * loads after the page and reads them when it knows who is signed in), once they cannot be
 * (keptWritesUnreadable), or after `waitMs` if the device's storage never answers. A slow phone
 * can take seconds to load the outbox: a shorter wait showed a project made offline as not
 * found, and its read then waited for the network to come back.
 */
export function keptWritesRead(waitMs: number): Promise<void> {
  if (!read) wanted();
  return Promise.race([firstRead, new Promise<void>((r) => setTimeout(r, waitMs))]);
}

/** The same writes in the same states, whether or not they are the same objects. */
export const sameWrites = (a: readonly KeptWrite[], b: readonly KeptWrite[]): boolean =>
  a.length === b.length && a.every((w, i) => JSON.stringify(w) === JSON.stringify(b[i]));

export function setOutboxState(patch: Partial<OutboxState>): void {
  if (patch.writes) {
    // Read for no one (before the app has said who is signed in), they say nothing yet.
    if (('userId' in patch ? patch.userId : store.get().userId) !== null) markRead();
    // Read again from the device, the same writes are new objects: the screens keep theirs.
    if (sameWrites(patch.writes, store.get().writes))
      patch = { ...patch, writes: store.get().writes };
  }
  store.set(patch);
}

export const useOutboxState = store.use;
export const outboxState = store.get;

/** Is a change to this record kept on the device, not yet on the server? */
export const waitingToSync = (recordId: string): boolean =>
  store.get().writes.some((w) => w.recordId === recordId && w.state === 'waiting');

/** Was this record made on this device and not yet sent? Then the server has nothing of it. */
export const madeOnDevice = (writes: readonly KeptWrite[], recordId: string): boolean =>
  writes.some((w) => w.creates === true && w.recordId === recordId);
