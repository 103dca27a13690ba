import type { MarginRow, ReportPeriod } from '../../domain/reports';
import { percentOf, periodBounds } from '../../domain/reports';
import type { Db } from './connection';

// The reports about the company's money (margin, receivables, commissions): each one query.
// A job's revenue is what its accepted proposals booked before tax, and its sold date the first
// acceptance.

const num = (v: unknown) => Number(v ?? 0);

/** Per project: revenue booked by its accepted proposals and when it was first sold. */
export const jobRevenue = (db: Db) =>
  db
    .selectFrom('proposals')
    .where('state', '=', 'accepted')
    .select([
      'project_id',
      (eb) => eb.fn.sum<number>('accepted_before_tax_cents').as('revenue_cents'),
      (eb) => eb.fn.min<string>('decided_at').as('sold_at'),
    ])
    .groupBy('project_id');

/** Per project: the actual costs entered. */
export const jobCosts = (db: Db) =>
  db
    .selectFrom('job_costs')
    .select(['project_id', (eb) => eb.fn.sum<number>('amount_cents').as('cost_cents')])
    .groupBy('project_id');

export interface MarginJobs {
  rows: MarginRow[];
  /** Jobs sold in the period with no cost entered yet: left out of the margins. */
  withoutCosts: number;
}

/** Jobs sold in the period with their revenue, costs, profit and margin, lowest margin first. */
export async function marginJobs(db: Db, period: ReportPeriod): Promise<MarginJobs> {
  const { start, end } = periodBounds(period);
  const rows = await db
    .with('rev', () => jobRevenue(db))
    .with('cost', () => jobCosts(db))
    .selectFrom('rev')
    .innerJoin('projects as p', 'p.id', 'rev.project_id')
    .leftJoin('cost', 'cost.project_id', 'rev.project_id')
    .where('rev.sold_at', '>=', start)
    .where('rev.sold_at', '<', end)
    .select(['p.id', 'p.name', 'rev.revenue_cents', 'cost.cost_cents'])
    .execute();
  const jobs: MarginRow[] = [];
  let withoutCosts = 0;
  for (const r of rows) {
    if (r.cost_cents === null || r.cost_cents === undefined) {
      withoutCosts += 1;
      continue;
    }
    const revenueCents = num(r.revenue_cents);
    const costCents = num(r.cost_cents);
    const profitCents = revenueCents - costCents;
    jobs.push({
      projectId: r.id,
      projectName: r.name,
      revenueCents,
      costCents,
      profitCents,
      marginPercent: percentOf(profitCents, revenueCents),
    });
  }
  jobs.sort(
    (a, b) =>
      (a.marginPercent ?? -Infinity) - (b.marginPercent ?? -Infinity) ||
      a.projectName.localeCompare(b.projectName) ||
      a.projectId.localeCompare(b.projectId),
  );
  return { rows: jobs, withoutCosts };
}
