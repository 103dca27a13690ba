import type { Kysely } from 'kysely';

/**
 * The commissions report starts from the payments made in its period: an index by payment date
 * (with the job, so finding the jobs paid in a period reads the index alone) lets it skip the
 * years of payments before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_paid_on')
    .on('payments')
    .columns(['paid_on', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_paid_on').execute();
}
