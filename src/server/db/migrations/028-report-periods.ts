import type { Kysely } from 'kysely';

/**
 * The margin and commissions reports start from the jobs of their period: those with a
 * proposal accepted in it, those paid in it. These indexes hold the state, the date and the
 * job, so finding those jobs reads a range of one index and nothing else, and the years of
 * proposals and payments outside the period are never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('proposals_state_decided')
    .on('proposals')
    .columns(['state', 'decided_at', 'project_id'])
    .execute();
  await db.schema
    .createIndex('payments_status_paid_on')
    .on('payments')
    .columns(['status', 'paid_on', 'project_id'])
    .execute();
  await db.schema
    .createIndex('proposals_project_money')
    .on('proposals')
    .columns(['project_id', 'state', 'decided_at', 'accepted_before_tax_cents'])
    .execute();
  await db.schema
    .createIndex('invoices_project_money')
    .on('invoices')
    .columns(['project_id', 'voided_at', 'kind', 'total_cents', 'tax_cents'])
    .execute();
  await db.schema
    .createIndex('payments_project_money')
    .on('payments')
    .columns(['project_id', 'status', 'paid_on', 'amount_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'payments_project_money',
    'invoices_project_money',
    'proposals_project_money',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropIndex('payments_status_paid_on').execute();
  await db.schema.dropIndex('proposals_state_decided').execute();
}
