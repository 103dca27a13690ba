import type { Db } from './connection';

/** A create's first request under a key, as stored. `status` 0: still being handled. */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  status: number;
  responseBody: string | null;
  location: string | null;
  createdAt: string;
}

export const IN_PROGRESS = 0;

/** The answers of creates sent with an Idempotency-Key (migration 010). */
export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims a key for a request about to be handled: true if this request inserted the row,
     * false if the key was already there. One insert with ON CONFLICT DO NOTHING, so of two
     * requests racing with one key exactly one wins on SQLite and PostgreSQL alike.
     */
    async claim(r: {
      userId: string;
      key: string;
      method: string;
      path: string;
      requestHash: string;
      now: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: r.userId,
          key: r.key,
          method: r.method,
          path: r.path,
          request_hash: r.requestHash,
          status: IN_PROGRESS,
          response_body: null,
          location: null,
          created_at: r.now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async get(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        userId: row.user_id,
        key: row.key,
        method: row.method,
        path: row.path,
        requestHash: row.request_hash,
        status: Number(row.status),
        responseBody: row.response_body,
        location: row.location,
        createdAt: row.created_at,
      };
    },

    /** Keeps the answer of a claimed key's request. */
    async complete(
      userId: string,
      key: string,
      answer: { status: number; body: string; location: string | null },
    ): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status: answer.status, response_body: answer.body, location: answer.location })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('status', '=', IN_PROGRESS)
        .execute();
    },

    /**
     * Gives a claimed key back (the request failed, so the client may send it again). With
     * `claimedBefore`, only a claim that old: one whose request never answered.
     */
    async release(userId: string, key: string, claimedBefore?: Date): Promise<void> {
      let q = db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('status', '=', IN_PROGRESS);
      if (claimedBefore) q = q.where('created_at', '<', claimedBefore.toISOString());
      await q.execute();
    },

    /** Deletes keys made before `before`. */
    async deleteOlderThan(before: Date): Promise<number> {
      const r = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
