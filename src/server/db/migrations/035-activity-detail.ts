import type { Kysely } from 'kysely';

/**
 * The parts of an activity entry (names, and words as choices) beside its English sentence, so
 * each reader's screen can write the sentence in its own language. Entries from before have
 * none: they read as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activity').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activity').dropColumn('detail').execute();
}
