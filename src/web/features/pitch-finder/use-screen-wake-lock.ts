import { useEffect, useState } from 'react';

/** The part of the Screen Wake Lock API used here; tests pass their own. */
export interface ScreenWakeLock {
  request(type: 'screen'): Promise<ScreenWakeLockSentinel>;
}

export interface ScreenWakeLockSentinel {
  release(): Promise<void>;
}

/**
 * Whether the screen is being kept awake: 'on' while a lock is held, 'unavailable' when the
 * browser has no Wake Lock API or refused the request (low battery, not a secure page, a
 * policy), 'off' when none is wanted or one is still being asked for.
 */
export type WakeLockStatus = 'off' | 'on' | 'unavailable';

function browserWakeLock(): ScreenWakeLock | null {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator
    ? (navigator.wakeLock as ScreenWakeLock)
    : null;
}

/**
 * Keeps the screen awake while `active`: a phone lying on a roof is not touched while it
 * measures, and a dimmed screen in the sun cannot be read. The browser drops the lock whenever
 * the page is hidden, so it is asked for again when the page is shown while still active. It
 * is released when `active` turns false and when the component unmounts.
 */
export function useScreenWakeLock(
  active: boolean,
  wakeLock: ScreenWakeLock | null = browserWakeLock(),
): WakeLockStatus {
  // The browser's last answer; what it means depends on whether a lock is still wanted.
  const [answer, setAnswer] = useState<'on' | 'unavailable' | null>(null);

  useEffect(() => {
    if (!active || !wakeLock) return;
    let ended = false;
    let sentinel: ScreenWakeLockSentinel | null = null;
    let asking = false;

    const acquire = () => {
      if (ended || sentinel || asking) return;
      asking = true;
      wakeLock.request('screen').then(
        (lock) => {
          asking = false;
          if (ended) {
            // Turned off (or unmounted) while the browser was answering: give it straight back.
            void lock.release().catch(() => undefined);
            return;
          }
          sentinel = lock;
          setAnswer('on');
        },
        () => {
          asking = false;
          if (!ended) setAnswer('unavailable');
        },
      );
    };

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        // The browser has released it; a fresh one is needed on return.
        sentinel = null;
      } else {
        acquire();
      }
    };

    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active, wakeLock]);

  if (!active) return 'off';
  if (!wakeLock) return 'unavailable';
  return answer ?? 'off';
}
