import { useSyncExternalStore } from 'react';

/**
 * A small store outside React that screens read with a hook and code loaded later writes into
 * (the installed app's state, the changes kept offline): no provider, and in the first load.
 */
export function smallStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    subscribe,
    /**
     * Changes the state; the components reading it re-render only when a value in the patch
     * differs from the one stored (a whole screen re-drawn for nothing held a phone's main
     * thread for 50-100 ms each time).
     */
    set(patch: Partial<S>): void {
      const changed = (Object.keys(patch) as (keyof S)[]).some(
        (k) => !Object.is(patch[k], state[k]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    /** The state, re-rendering the component when it changes. */
    use: (): S => useSyncExternalStore(subscribe, get),
  };
}
