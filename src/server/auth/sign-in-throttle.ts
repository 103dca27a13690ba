import type { SignInAttemptsRepository } from '../db/sign-in-attempts-repository';

/**
 * Password checks (sign-in and password change), counted per email and per client address over
 * a sliding window. After `perEmail` checks of one email within the window, that email gets 429
 * until the oldest check leaves the window, so a guesser is slowed to a crawl while the real
 * user waits minutes at most, never forever. The per-address limit is looser (an office shares
 * one address) and stops one client from walking through many emails.
 *
 * A check is counted before the password is verified, not after it failed: verifying takes
 * milliseconds, and requests sent at once would otherwise all be verified before the first
 * failure was counted. The count lives in the database, so several servers share it. A check
 * that succeeds gives its places back: the email's count starts again, and the address keeps
 * counting only the failures.
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

/** Rows of keys idle for a window are deleted at most this often (per server). */
const SWEEP_EVERY_MS = 60_000;

export type ThrottleCheck =
  /** No check may be made now: seconds to wait. */
  | { allowed: false; retryAfter: number }
  /** One check is reserved; call `succeeded` if the password was right. */
  | { allowed: true; succeeded(): Promise<void> };

export function signInThrottle(
  attempts: SignInAttemptsRepository,
  options: ThrottleOptions = SIGN_IN_THROTTLE,
) {
  const now = options.now ?? Date.now;
  let lastSweep = 0;
  const emailKey = (email: string) => `e:${email}`;
  const addressKey = (address: string) => `a:${address}`;

  return {
    /** Reserves one password check for this email from this address, or says how long to wait. */
    async reserve(email: string, address: string): Promise<ThrottleCheck> {
      const t = now();
      const reservation = await attempts.reserve(
        [
          { key: emailKey(email), limit: options.perEmail },
          { key: addressKey(address), limit: options.perAddress },
        ],
        options.windowMs,
        t,
      );
      if (t - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = t;
        // Only housekeeping: a failure here must not fail the sign-in.
        await attempts.sweep(t - options.windowMs).catch(() => {});
      }
      if (!reservation.ok) {
        return {
          allowed: false,
          retryAfter: Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)),
        };
      }
      return {
        allowed: true,
        succeeded: () =>
          attempts.succeeded(emailKey(email), addressKey(address), reservation.at, now()),
      };
    },
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
