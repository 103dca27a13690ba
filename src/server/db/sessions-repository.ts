import type { SessionUser } from '../../domain/account/account';
import { compiledOnce } from './compiled-once';
import type { Db } from './connection';

/** Sessions last 30 days from the last request that used them. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding the expiry is a write; doing it at most once a minute per session keeps a request's
// session check to one indexed read.
const TOUCH_EVERY_MS = 60 * 1000;

export function sessionsRepository(db: Db) {
  // Every signed-in request runs this one: compiled once per repository.
  const sessionUser = compiledOnce(
    db,
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.role',
        'users.language',
        'users.active',
        'sessions.last_seen_at',
        'sessions.expires_at',
      ])
      .where('sessions.id_hash', '=', ''),
  );
  return {
    async create(idHash: string, userId: string, now = new Date()): Promise<void> {
      const iso = now.toISOString();
      await db
        .insertInto('sessions')
        .values({
          id_hash: idHash,
          user_id: userId,
          created_at: iso,
          last_seen_at: iso,
          expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
        })
        .execute();
      await db.updateTable('users').set({ last_active_at: iso }).where('id', '=', userId).execute();
    },

    /** The active user of a live session, sliding its expiry; undefined if none. */
    async userOf(idHash: string, now = new Date()): Promise<SessionUser | undefined> {
      const iso = now.toISOString();
      const [row] = await sessionUser(idHash);
      if (!row || row.active !== 1 || row.expires_at <= iso) return undefined;
      if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({
            last_seen_at: iso,
            expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
          })
          .where('id_hash', '=', idHash)
          .execute();
        await db
          .updateTable('users')
          .set({ last_active_at: iso })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        language: row.language,
      };
    },

    async remove(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    /** Ends every session of a user but the one named (a password change keeps its own). */
    async removeAllOf(userId: string, except?: string): Promise<void> {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (except) q = q.where('id_hash', '!=', except);
      await q.execute();
    },

    async removeExpired(now = new Date()): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
