import { describe, expect, it } from 'vitest';
import { smallStore } from './small-store';

describe('smallStore', () => {
  it('tells its readers of a change, and only of a change', () => {
    const store = smallStore({ count: 0, items: [] as readonly number[] });
    let told = 0;
    store.subscribe(() => (told += 1));

    store.set({ count: 0 });
    store.set({ items: store.get().items });
    expect(told).toBe(0);

    store.set({ count: 1 });
    expect(told).toBe(1);
    expect(store.get().count).toBe(1);

    // A new list is a change, even an empty one: callers that read again keep theirs (below).
    store.set({ items: [] });
    expect(told).toBe(2);
  });
});
