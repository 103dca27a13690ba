import { describe, expect, it, vi } from 'vitest';
import { outboxState, sameWrites, setOutboxState } from './outbox-state';
import { keptWrite } from './testing/kept-write';

describe('the outbox state the screens read', () => {
  it('keeps its list when the writes read again from the device are the same', () => {
    const write = keptWrite({ kind: 'project.update', recordId: 'p1' });
    setOutboxState({ writes: [write] });
    const shown = outboxState().writes;

    // Read again: equal writes, new objects. The screens' list stays the same object, so
    // nothing re-renders.
    setOutboxState({ writes: [{ ...write }] });
    expect(outboxState().writes).toBe(shown);

    setOutboxState({ writes: [{ ...write, state: 'conflict' }] });
    expect(outboxState().writes).not.toBe(shown);
    expect(outboxState().writes[0]?.state).toBe('conflict');
  });

  it('tells lists apart by their writes and order', () => {
    const a = keptWrite({ kind: 'project.update', recordId: 'p1' });
    const b = keptWrite({ kind: 'project.update', recordId: 'p2' });
    expect(sameWrites([], [])).toBe(true);
    expect(sameWrites([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameWrites([a, b], [b, a])).toBe(false);
    expect(sameWrites([a], [a, b])).toBe(false);
  });
});

describe('waiting for the kept writes', () => {
  /** A fresh module: whether the writes were read is the module's own state. */
  const freshState = async () => {
    vi.resetModules();
    return import('./outbox-state');
  };
  /** Whether the promise has settled by now, without waiting for it. */
  const settled = async (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('waits, however long the outbox takes to load, until the signed-in user’s writes are read', async () => {
    vi.useFakeTimers();
    try {
      const state = await freshState();
      const load = vi.fn();
      state.onKeptWritesWanted(load);
      const waiting = state.keptWritesRead(20_000);
      expect(load).toHaveBeenCalledOnce();

      // Read before the app said who is signed in: that says nothing of the user's writes.
      state.setOutboxState({ writes: [] });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await settled(waiting)).toBe(false);

      state.setOutboxState({ userId: 'u1' });
      state.setOutboxState({ writes: [keptWrite({ kind: 'project.create', recordId: 'p1' })] });
      expect(await settled(waiting)).toBe(true);
      // Read once: later readers do not wait, nor load it again.
      expect(await settled(state.keptWritesRead(20_000))).toBe(true);
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on at once when the outbox cannot be loaded, and after the longest wait otherwise', async () => {
    vi.useFakeTimers();
    try {
      const unreadable = await freshState();
      unreadable.onKeptWritesWanted(() => unreadable.keptWritesUnreadable());
      expect(await settled(unreadable.keptWritesRead(20_000))).toBe(true);

      const silent = await freshState();
      const waiting = silent.keptWritesRead(20_000);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
