import type { Transaction } from 'kysely';
import { isPostgres, type Db } from './connection';
import type { Database } from './schema';

/** A key to count a password check under, and how many checks it may have in the window. */
export interface AttemptLimit {
  key: string;
  limit: number;
}

export type Reservation = { ok: true; at: number } | { ok: false; retryAfterMs: number };

const parseTimes = (json: string): number[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is number => Number.isFinite(t)) : [];
  } catch {
    return [];
  }
};

/**
 * The recent password checks of each email and client address (migration 016), in the database
 * so that every server sharing it counts the same checks.
 *
 * A check is reserved before the password is verified, in one transaction that holds the key's
 * row: on PostgreSQL `select ... for update` locks it until the commit (a second reservation for
 * the key waits there, then reads what the first wrote); on SQLite the app's one connection runs
 * one transaction at a time. So however many requests arrive at once, on however many servers,
 * no more checks pass than the limit. A refused check writes nothing, so a flood of guesses
 * past the limit costs reads only.
 */
export function signInAttemptsRepository(db: Db) {
  const postgres = isPostgres(db);
  const timesOf = async (trx: Transaction<Database>, key: string, forUpdate: boolean) => {
    const row = await trx
      .selectFrom('sign_in_attempts')
      .select('attempts')
      .where('key', '=', key)
      .$if(forUpdate && postgres, (q) => q.forUpdate())
      .executeTakeFirst();
    return row ? parseTimes(row.attempts).sort((a, b) => a - b) : [];
  };
  /** Locks the key's row (making it if new) for the rest of the transaction; its times. */
  const lock = async (trx: Transaction<Database>, key: string, now: number) => {
    await trx
      .insertInto('sign_in_attempts')
      .values({ key, attempts: '[]', updated_at: new Date(now).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return timesOf(trx, key, true);
  };
  const write = (trx: Transaction<Database>, key: string, times: number[], now: number) =>
    trx
      .updateTable('sign_in_attempts')
      .set({ attempts: JSON.stringify(times), updated_at: new Date(now).toISOString() })
      .where('key', '=', key)
      .execute();

  return {
    /**
     * Reserves one check under every key if each has had fewer than its limit in the last
     * `windowMs`; otherwise reserves nothing and says how long until the oldest check that
     * blocks it leaves the window.
     */
    reserve(limits: AttemptLimit[], windowMs: number, now: number): Promise<Reservation> {
      // Always the same order of locks, so two reservations never wait on each other in a ring.
      const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return db.transaction().execute(async (trx) => {
        const recent: [string, number[]][] = [];
        let wait = 0;
        for (const { key, limit } of sorted) {
          // Once one key refuses, the others are only read, for the time to wait.
          const times = (
            wait > 0 ? await timesOf(trx, key, false) : await lock(trx, key, now)
          ).filter((t) => now - t < windowMs);
          recent.push([key, times]);
          if (times.length >= limit) wait = Math.max(wait, times[0]! + windowMs - now);
        }
        if (wait > 0) return { ok: false, retryAfterMs: wait };
        for (const [key, times] of recent) await write(trx, key, [...times, now], now);
        return { ok: true, at: now };
      });
    },

    /**
     * After a check that succeeded: forgets every check of `clearKey` and takes back the one
     * reserved at `at` from `releaseKey`'s count, in one commit.
     */
    succeeded(clearKey: string, releaseKey: string, at: number, now: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sign_in_attempts').where('key', '=', clearKey).execute();
        const times = await timesOf(trx, releaseKey, true);
        const i = times.indexOf(at);
        if (i < 0) return;
        times.splice(i, 1);
        await write(trx, releaseKey, times, now);
      });
    },

    /** Deletes the rows of keys untouched since `before` (their checks have all aged out). */
    async sweep(before: number): Promise<void> {
      await db
        .deleteFrom('sign_in_attempts')
        .where('updated_at', '<', new Date(before).toISOString())
        .execute();
    },
  };
}
export type SignInAttemptsRepository = ReturnType<typeof signInAttemptsRepository>;
