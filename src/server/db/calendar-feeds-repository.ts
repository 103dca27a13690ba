import type { Db } from './connection';

/** What a user's feed is, as Account shows it: made when, or none. */
export interface CalendarFeedState {
  createdAt: string | null;
}

/**
 * Each user's private calendar feed: one row per user with the token's hash only. Making a new
 * feed replaces the row in one statement, so the old URL stops working the moment the new one
 * exists, even when two are made at once.
 */
export function calendarFeedsRepository(db: Db) {
  return {
    async state(userId: string): Promise<CalendarFeedState> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { createdAt: row?.created_at ?? null };
    },

    async replace(userId: string, tokenHash: string, now = new Date()): Promise<string> {
      const createdAt = now.toISOString();
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }),
        )
        .execute();
      return createdAt;
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    /** The feed's owner, when the user may still sign in (a disabled account's feed is dead). */
    async userOf(tokenHash: string) {
      return db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .select(['users.id', 'users.name', 'users.role'])
        .where('calendar_feeds.token_hash', '=', tokenHash)
        .where('users.active', '=', 1)
        .executeTakeFirst();
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof calendarFeedsRepository>;
