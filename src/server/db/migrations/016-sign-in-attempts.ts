import type { Kysely } from 'kysely';

// Password checks (sign-in, password change) per email and per client address over the last
// few minutes, shared by every server on the database so a guesser cannot run more checks by
// sending them at once or to several servers. One row per key ("e:" + email or "a:" +
// address): the times of its recent checks, a JSON array of epoch milliseconds. Not a user's
// data: a backup leaves it out, and rows untouched for a window are deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_updated')
    .on('sign_in_attempts')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
}
