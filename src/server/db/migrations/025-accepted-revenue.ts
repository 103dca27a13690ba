import type { Kysely } from 'kysely';
import { revenueBeforeTax } from '../../../domain/costing/profit';
import type { ProposalSnapshot } from '../../../domain/proposal/proposal';

/**
 * The revenue an accepted proposal booked (its option's total before tax), kept beside it: the
 * reports sum it over thousands of proposals in one query, and reading it out of each snapshot
 * (logo and all) there would parse megabytes of JSON per report. Derived from the snapshot, so
 * the backup's import computes it again rather than trust it. Indexes for the reports' periods.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('proposals')
    .addColumn('accepted_before_tax_cents', 'bigint')
    .execute();
  const d = db as Kysely<{
    proposals: {
      id: string;
      state: string;
      snapshot_json: string;
      accepted_option: number | null;
      accepted_before_tax_cents: number | null;
    };
  }>;
  const accepted = await d
    .selectFrom('proposals')
    .select(['id', 'snapshot_json', 'accepted_option'])
    .where('state', '=', 'accepted')
    .execute();
  for (const row of accepted) {
    const snapshot = JSON.parse(row.snapshot_json) as ProposalSnapshot;
    const option = snapshot.options[Number(row.accepted_option)];
    if (!option) continue;
    await d
      .updateTable('proposals')
      .set({ accepted_before_tax_cents: revenueBeforeTax(option.totals) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('proposals_created_at')
    .on('proposals')
    .columns(['created_at'])
    .execute();
  await db.schema
    .createIndex('proposals_decided_at')
    .on('proposals')
    .columns(['decided_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('proposals_decided_at').execute();
  await db.schema.dropIndex('proposals_created_at').execute();
  await db.schema.alterTable('proposals').dropColumn('accepted_before_tax_cents').execute();
}
