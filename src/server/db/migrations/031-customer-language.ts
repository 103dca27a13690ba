import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The language the homeowner reads (the office sets it on the project): their proposal and
 * invoice pages, the PDFs and the emails sent to them are written in it. English for every
 * project made before, as everything sent to customers was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('customer_language', 'text', (c) => c.notNull().defaultTo(sql`'en'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('customer_language').execute();
}
