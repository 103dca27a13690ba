import type { Kysely } from 'kysely';

/**
 * The language the customer's proposal page was in when they accepted or declined (the
 * project's customer language at that moment), kept with the signature as part of the audit
 * record: the signed PDF states it. Null for proposals not decided, and for decisions made
 * before it was recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proposals').addColumn('decision_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proposals').dropColumn('decision_language').execute();
}
