import type { Kysely } from 'kysely';

/**
 * Each user's language (Account): null until they choose one, when the app speaks their
 * browser's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
