/**
 * Failed sign-ins, counted in memory per email and per client address over a sliding window.
 * After `perEmail` failures for one email within the window, that email gets 429 until the
 * oldest failure leaves the window, so a guesser is slowed to a crawl while the real user
 * waits minutes at most, never forever. The per-address limit is looser (an office shares one
 * address) and stops one client from walking through many emails.
 *
 * Each server process counts on its own: behind N servers a guesser gets N x the attempts,
 * still far too few to guess a 10-character password.
 */
export interface ThrottleOptions {
  windowMs: number;
  perEmail: number;
  perAddress: number;
  now?: () => number;
}

export const SIGN_IN_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perAddress: 50,
};

export function signInThrottle(options: ThrottleOptions = SIGN_IN_THROTTLE) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  let lastSweep = now();

  const recent = (key: string, t: number): number[] => {
    const list = (failures.get(key) ?? []).filter((at) => t - at < options.windowMs);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  // Forget keys whose failures have all aged out, at most once a window: memory stays bounded
  // by the keys seen in the last window.
  const sweep = (t: number) => {
    if (t - lastSweep < options.windowMs) return;
    lastSweep = t;
    for (const key of [...failures.keys()]) recent(key, t);
  };
  const waitSeconds = (list: number[], t: number) =>
    Math.max(1, Math.ceil((list[0]! + options.windowMs - t) / 1000));

  return {
    /** Seconds to wait before another attempt, or 0 if one may be made now. */
    retryAfter(email: string, address: string): number {
      const t = now();
      sweep(t);
      const byEmail = recent(`e:${email}`, t);
      const byAddress = recent(`a:${address}`, t);
      let wait = 0;
      if (byEmail.length >= options.perEmail) wait = waitSeconds(byEmail, t);
      if (byAddress.length >= options.perAddress) {
        wait = Math.max(wait, waitSeconds(byAddress, t));
      }
      return wait;
    },
    failed(email: string, address: string): void {
      const t = now();
      for (const key of [`e:${email}`, `a:${address}`]) {
        failures.set(key, [...recent(key, t), t]);
      }
    },
    /** A successful sign-in clears that email's count (the address's stays). */
    succeeded(email: string): void {
      failures.delete(`e:${email}`);
    },
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
