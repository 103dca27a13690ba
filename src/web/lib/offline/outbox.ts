import { newId } from '../../../domain/common/ids';
import { ApiError, apiFetch } from '../api-client';
import type { KeptWrite, NewKeptWrite } from './kept-writes';
import { nextToSend, rebased, versionsIn } from './kept-writes';
import { addWrite, allWrites, putWrite, replaceWrites } from './outbox-db';
import { outboxState, setOutboxState } from './outbox-state';
import type { WriteKind } from './write-kinds';
import { conflictRecord, writeKindOf, writeKindsLoaded } from './write-kinds';

// Sends the writes made with no signal, in the order made, once the connection is back. Loaded
// after the page (and by a save that needs it): none of it is in the first load. Generic: each
// kind of write is declared by its feature (write-kinds.ts), and every feature's declarations
// are loaded before a kept write is shown or sent.
//
// A write kept here is sent with its own Idempotency-Key every time, so a create whose answer
// was lost (the signal dropped mid-request) is answered with the record it made, never a second
// one. A 409 carrying the record as stored now is a conflict: the write waits for the user's
// choice. A refusal (400, 403, 404) waits to be read and discarded. A lost session (401) waits
// for sign-in. The network gone or the server failing (5xx): tried again later, in order.

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The first try again after a failed send; each failure doubles it, up to the most below. */
const RETRY_FIRST_MS = 5_000;
let retryDelayMs = RETRY_FIRST_MS;
/** At most this long between tries while the server can't be reached. */
const RETRY_MAX_MS = 60_000;

export type SendOrKeep<T> = { sent: T } | { kept: KeptWrite };

/** The signed-in user's writes go to the screens' store (their kinds declared first). */
async function refresh(): Promise<void> {
  await writeKindsLoaded();
  const { userId } = outboxState();
  const mine = (await allWrites()).filter((w) => w.userId === userId);
  setOutboxState({ writes: mine });
}

function send<T>(write: Pick<KeptWrite, 'method' | 'path' | 'body' | 'key'>): Promise<T> {
  return apiFetch<T>(write.path, {
    method: write.method,
    json: write.body,
    headers: { 'Idempotency-Key': write.key },
  });
}

/**
 * Sends a write now, or keeps it on the device when there is no network (or when earlier writes
 * are still waiting: the server gets them in the order they were made). A refusal online is
 * thrown as always, for the form to show.
 */
export async function sendOrKeep<T>(
  kind: WriteKind<{ version: number }>,
  made: Omit<NewKeptWrite, 'key' | 'userId' | 'kind' | 'creates'>,
): Promise<SendOrKeep<T>> {
  const write = { ...made, kind: kind.kind, ...(kind.creates ? { creates: true } : {}) };
  const key = newId();
  const { userId } = outboxState();
  const queued = outboxState().writes.some((w) => w.state === 'waiting');
  if (!userId || (navigator.onLine && !queued)) {
    try {
      return { sent: await send<T>({ ...write, key }) };
    } catch (e) {
      if (!userId || !(e instanceof ApiError && e.status === 0)) throw e;
    }
  }
  // The same key as the attempt above: if that request did reach the server, sending it again
  // gets the record it made.
  const kept = await addWrite({ ...write, key, userId });
  await refresh();
  void flush();
  return { kept };
}

let flushing: Promise<void> | null = null;

/**
 * Sends the waiting writes, one at a time in order; one run at a time, also across the app's tabs
 * (a Web Lock): two tabs sending the same edit would meet their own change as a conflict.
 */
export function flush(): Promise<void> {
  const run = () => sendWaiting();
  flushing ??= (
    'locks' in navigator ? navigator.locks.request('ridgeline-outbox', run) : run()
  ).finally(() => {
    flushing = null;
  });
  return flushing;
}

function retryLater(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), retryDelayMs);
  retryDelayMs = Math.min(retryDelayMs * 2, RETRY_MAX_MS);
}

/** A refusal that means the server has the write already (its kind says which): it is done. */
const alreadyMade = (w: KeptWrite, e: ApiError) =>
  writeKindOf(w.kind)?.alreadyDone?.(e.status, e.problem) === true;

async function sendWaiting(): Promise<void> {
  const { userId } = outboxState();
  if (!userId || !navigator.onLine) return;
  await writeKindsLoaded();
  try {
    for (;;) {
      const writes = (await allWrites()).filter((w) => w.userId === userId);
      const next = nextToSend(writes);
      if (!next) break;
      // Only while a write is on its way: with nothing to send, nothing on screen changes.
      setOutboxState({ syncing: true });
      let answer: unknown;
      try {
        answer = await send(next);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (e.status === 401) break; // the sign-in screen shows; signing in sends the rest
        if (!alreadyMade(next, e)) {
          if (
            e.status === 0 ||
            e.status >= 500 ||
            e.status === 429 ||
            (e.status === 409 && e.problem.current === undefined)
          ) {
            // No network, the server failing, or the same create still running: later, in order.
            retryLater();
            break;
          }
          await putWrite(
            e.status === 409
              ? { ...next, state: 'conflict', current: e.problem.current, problem: e.problem }
              : { ...next, state: 'refused', problem: e.problem },
          );
          await refresh();
          continue;
        }
      }
      retryDelayMs = RETRY_FIRST_MS;
      const versions = versionsIn(next, answer);
      const moved = writes
        .filter((w) => w.seq > next.seq)
        .map((w) => rebased(w, versions))
        .filter((w): w is KeptWrite => w !== null);
      await replaceWrites([next.seq], moved);
      await refresh();
    }
  } finally {
    setOutboxState({ syncing: false });
  }
}

/** Drops a kept write: the user chose the server's version, or read why it was refused. */
export async function discardWrite(write: KeptWrite): Promise<void> {
  await replaceWrites([write.seq], []);
  await refresh();
  void flush();
}

/** Drops every kept write of a record (a project made on this device, then deleted). */
export async function discardRecord(recordId: string): Promise<void> {
  const mine = outboxState().writes.filter((w) => w.recordId === recordId);
  await replaceWrites(
    mine.map((w) => w.seq),
    [],
  );
  await refresh();
}

/**
 * The user keeps their own change over a newer one on the server: the write is sent again,
 * reading the version of the record the conflict showed (checked with its kind's schema: one
 * that does not match stays as it is, for the user to discard).
 */
export async function keepMine(write: KeptWrite): Promise<void> {
  const current = await conflictRecord(write, writeKindOf(write.kind));
  if (!current) return;
  const { problem: _p, current: _c, ...rest } = write;
  await putWrite({ ...rest, state: 'waiting', body: { ...write.body, version: current.version } });
  await refresh();
  void flush();
}

/**
 * The signed-in user changed (or the outbox has just loaded): their kept writes are read, shown
 * and sent; another person's wait on this device, unsent and unseen, for that person.
 */
export async function userChanged(): Promise<void> {
  await refresh();
  void flush();
}

// Loaded means listening: the connection coming back sends what waits.
window.addEventListener('online', () => {
  retryDelayMs = RETRY_FIRST_MS;
  void flush();
});
