import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The company's language (Settings): what the supplier's material order and the roof report are
 * written in, whatever language the person printing them reads. English for every company made
 * before, as those documents were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('company_language', 'text', (c) => c.notNull().defaultTo(sql`'en'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('company_language').execute();
}
