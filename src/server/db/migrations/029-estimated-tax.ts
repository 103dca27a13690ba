import type { Kysely } from 'kysely';
import type { EstimateTotals, OptionTotals } from '../../../domain/estimate/estimate';
import type { ProposalSnapshot } from '../../../domain/proposal/proposal';

/**
 * The sales tax inside the project's estimated cost, kept beside it: a job's revenue is its
 * price before tax, and the reports work it out for thousands of jobs in one query, where
 * reading the estimate's option out of its JSON is not possible. 0 for a typed cost.
 *
 * Existing projects take the tax of the option whose total their cost is: the accepted
 * proposals' options first (newest first) when the cost is an accepted one, then the options of
 * their estimates (newest first); none matching leaves 0, as for a typed cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('estimated_tax_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const d = db as Kysely<{
    projects: {
      id: string;
      estimated_cost_cents: number;
      estimated_cost_accepted: number;
      estimated_tax_cents: number;
    };
    proposals: {
      project_id: string;
      state: string;
      decided_at: string | null;
      snapshot_json: string;
      accepted_option: number | null;
    };
    estimates: {
      project_id: string;
      totals_json: string;
      options_json: string | null;
      updated_at: string;
    };
  }>;
  const projects = await d
    .selectFrom('projects')
    .select(['id', 'estimated_cost_cents', 'estimated_cost_accepted'])
    .where('estimated_cost_cents', '>', 0)
    .execute();
  for (const p of projects) {
    const candidates: EstimateTotals[] = [];
    if (Number(p.estimated_cost_accepted) === 1) {
      const accepted = await d
        .selectFrom('proposals')
        .select(['snapshot_json', 'accepted_option'])
        .where('project_id', '=', p.id)
        .where('state', '=', 'accepted')
        .orderBy('decided_at', 'desc')
        .execute();
      for (const a of accepted) {
        const snapshot = JSON.parse(a.snapshot_json) as ProposalSnapshot;
        const option = snapshot.options[Number(a.accepted_option)];
        if (option) candidates.push(option.totals);
      }
    }
    const estimates = await d
      .selectFrom('estimates')
      .select(['totals_json', 'options_json'])
      .where('project_id', '=', p.id)
      .orderBy('updated_at', 'desc')
      .execute();
    for (const e of estimates) {
      if (e.options_json) {
        for (const o of JSON.parse(e.options_json) as OptionTotals[]) candidates.push(o.totals);
      } else candidates.push(JSON.parse(e.totals_json) as EstimateTotals);
    }
    const match = candidates.find((t) => t.totalCents === Number(p.estimated_cost_cents));
    if (!match || !match.taxCents) continue;
    await d
      .updateTable('projects')
      .set({ estimated_tax_cents: match.taxCents })
      .where('id', '=', p.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('estimated_tax_cents').execute();
}
