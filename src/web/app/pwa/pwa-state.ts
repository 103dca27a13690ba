import { smallStore } from '../../lib/small-store';

// What the app shell shows about the installed app: when the data on screen last came from the
// server, and whether a new version is waiting (whether the network is there: lib/online.ts). A
// small store in the first load; the service worker's registration (register.ts) is loaded
// after the page and writes into it.

interface PwaState {
  /** When the newest answer the app has shown left the server (its Date header), or null. */
  lastSynced: Date | null;
  /** Activates the waiting new version and reloads; set only while one is waiting. */
  update: (() => void) | null;
}

const store = smallStore<PwaState>({
  lastSynced: null,
  update: null,
});
const set = store.set;

export const usePwaState = store.use;

/** A new version is installed and waiting; `update` switches to it (and reloads the page). */
export function newVersionWaiting(update: () => void): void {
  set({ update });
}

/**
 * A successful API answer. Its Date header is when the server sent it: now when online, and
 * when it was first fetched when the service worker answered from its cache with no network.
 */
export function noteApiAnswer(res: Response): void {
  const sent = new Date(res.headers.get('date') ?? '');
  if (Number.isNaN(sent.getTime())) return;
  const { lastSynced } = store.get();
  if (!lastSynced || sent > lastSynced) set({ lastSynced: sent });
}
