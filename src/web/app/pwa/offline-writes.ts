import { useEffect, useRef } from 'react';
import {
  keptWritesUnreadable,
  outboxState,
  setOutboxState,
  useOutboxState,
} from '../../lib/offline/outbox-state';
import type * as Outbox from '../../lib/offline/outbox';
import { loadWriteKindsWith } from '../../lib/offline/write-kinds';
import { queryClient } from '../query-client';

// Changes made with no signal (lib/offline) belong to whoever made them. The outbox's code is
// loaded once the first screen is done (main.tsx), or at once when a screen needs the kept
// changes (a read that failed for lack of a network) or a save is kept: never in the way of the
// first screen.

let outbox: Promise<typeof Outbox> | null = null;

/**
 * Every feature's kinds of offline write, each declared next to its api.ts (offline-writes.ts):
 * a new one is found here by its file name, with no change to the outbox. Loaded with the outbox,
 * before it shows or sends a kept write.
 */
const FEATURE_WRITE_KINDS = import.meta.glob('../../features/*/offline-writes.ts');
loadWriteKindsWith(() => Promise.all(Object.values(FEATURE_WRITE_KINDS).map((load) => load())));

/**
 * Loads the outbox once, and has it read, show and send the signed-in user's kept changes. Kept
 * changes found on opening the app are shown on the screens read before they were.
 */
export function startOfflineWrites(): void {
  if (outbox) return;
  outbox = import('../../lib/offline/outbox');
  outbox
    .then(async ({ userChanged }) => {
      await userChanged();
      if (outboxState().writes.length > 0) void queryClient.invalidateQueries();
    })
    // Its code could not be fetched (offline before the app was ever cached), or the device's
    // storage could not be read: there is nothing kept to show.
    .catch(() => keptWritesUnreadable());
}

/**
 * Tells the outbox who is signed in (their changes are shown and sent; another person's wait on
 * the device for them), and refreshes every screen when the server has answered a kept change.
 */
export function useOfflineWrites(userId: string | null): void {
  useEffect(() => {
    setOutboxState({ userId });
    // Loaded already: the new user's changes are read and sent (after a sign-in, what waited).
    void outbox?.then(
      ({ userChanged }) => userChanged(),
      () => {},
    );
  }, [userId]);

  // A kept change left the list (sent, or dropped) or met a conflict or refusal: what the
  // screens show may differ from what the server stores now.
  const { writes } = useOutboxState();
  const before = useRef(writes);
  useEffect(() => {
    const now = new Map(writes.map((w) => [w.seq, w.state]));
    if (before.current.some((w) => now.get(w.seq) !== w.state))
      void queryClient.invalidateQueries();
    before.current = writes;
  }, [writes]);
}
