import { sql } from 'kysely';
import type { CommissionBasis } from '../../domain/costing/commission';
import type { AgeBucket, MarginRow, ReportPeriod } from '../../domain/reports/reports';
import { percentOf, periodBounds } from '../../domain/reports/reports';
import { addDaysIso } from '../../domain/format/dates';
import type { Db } from './connection';

// The reports about the company's money (margin, receivables, commissions): each one query.
// A job's revenue is its invoices' total before tax when it has invoices (void ones left out),
// else what its accepted proposals booked before tax; its sold date is the first acceptance.

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

/** Per project with invoices: their total before tax. */
export const jobInvoiced = (db: Db) =>
  db
    .selectFrom('invoices')
    .where('voided_at', 'is', null)
    .select([
      'project_id',
      (eb) => eb.fn.sum<number>(sql`total_cents - tax_cents`).as('invoiced_cents'),
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
    .with('inv', () => jobInvoiced(db))
    .with('cost', () => jobCosts(db))
    .selectFrom('rev')
    .innerJoin('projects as p', 'p.id', 'rev.project_id')
    .leftJoin('inv', 'inv.project_id', 'rev.project_id')
    .leftJoin('cost', 'cost.project_id', 'rev.project_id')
    .where('rev.sold_at', '>=', start)
    .where('rev.sold_at', '<', end)
    .select([
      'p.id',
      'p.name',
      (eb) => eb.fn.coalesce('inv.invoiced_cents', 'rev.revenue_cents').as('revenue_cents'),
      'cost.cost_cents',
    ])
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

/**
 * What invoices still owed at the end of the period, by days past their due date: issued by
 * then, not void, less the payments completed by then. The buckets are cut by comparing dates
 * as text (YYYY-MM-DD), the same on both databases.
 */
export async function receivables(
  db: Db,
  period: ReportPeriod,
): Promise<{ bucket: AgeBucket; invoices: number; cents: number }[]> {
  const asOf = period.to;
  const cut = (days: number) => addDaysIso(asOf, -days);
  const owed = db
    .with('paid', () =>
      db
        .selectFrom('payments')
        .where('status', '=', 'completed')
        .where('paid_on', '<=', asOf)
        .select(['invoice_id', (eb) => eb.fn.sum<number>('amount_cents').as('paid_cents')])
        .groupBy('invoice_id'),
    )
    .selectFrom('invoices as i')
    .leftJoin('paid', 'paid.invoice_id', 'i.id')
    .where('i.voided_at', 'is', null)
    .where('i.issue_date', 'is not', null)
    .where('i.issue_date', '<=', asOf)
    .where(sql<boolean>`i.total_cents - coalesce(paid.paid_cents, 0) > 0`)
    .select([
      sql<AgeBucket>`case
        when i.due_date is null or i.due_date >= ${asOf} then 'current'
        when i.due_date >= ${cut(30)} then '1-30'
        when i.due_date >= ${cut(60)} then '31-60'
        when i.due_date >= ${cut(90)} then '61-90'
        else 'over-90' end`.as('bucket'),
      sql<number>`i.total_cents - coalesce(paid.paid_cents, 0)`.as('due_cents'),
    ]);
  const rows = await db
    .selectFrom(owed.as('o'))
    .select([
      'o.bucket',
      (eb) => eb.fn.countAll<number>().as('invoices'),
      (eb) => eb.fn.sum<number>('o.due_cents').as('cents'),
    ])
    .groupBy('o.bucket')
    .execute();
  return rows.map((r) => ({ bucket: r.bucket, invoices: num(r.invoices), cents: num(r.cents) }));
}

export interface CommissionJob {
  personId: string;
  personName: string;
  basis: CommissionBasis;
  basisPoints: number;
  revenueCents: number;
  profitCents: number;
  /** Collected on the job before the period, and by its end. */
  collectedBeforeCents: number;
  collectedByEndCents: number;
}

/**
 * Every job with money collected in the period whose salesperson has a commission plan, with
 * what the plan needs: revenue, profit, and what was collected before and by the end.
 */
export async function commissionJobs(
  db: Db,
  period: ReportPeriod,
  salespersonId: string | null,
): Promise<CommissionJob[]> {
  let q = db
    .with('paid', () =>
      db
        .selectFrom('payments')
        .where('status', '=', 'completed')
        .where('paid_on', '<=', period.to)
        .select([
          'project_id',
          (eb) =>
            eb.fn
              .sum<number>(sql`case when paid_on < ${period.from} then amount_cents else 0 end`)
              .as('before_cents'),
          (eb) => eb.fn.sum<number>('amount_cents').as('by_end_cents'),
        ])
        .groupBy('project_id'),
    )
    .with('rev', () => jobRevenue(db))
    .with('inv', () => jobInvoiced(db))
    .with('cost', () => jobCosts(db))
    .selectFrom('paid')
    .innerJoin('projects as p', 'p.id', 'paid.project_id')
    .innerJoin('commission_plans as cp', 'cp.user_id', 'p.salesperson_id')
    .innerJoin('users as u', 'u.id', 'p.salesperson_id')
    .leftJoin('rev', 'rev.project_id', 'p.id')
    .leftJoin('inv', 'inv.project_id', 'p.id')
    .leftJoin('cost', 'cost.project_id', 'p.id')
    .where(sql<boolean>`paid.by_end_cents <> paid.before_cents`)
    .select([
      'u.id',
      'u.name',
      'cp.basis',
      'cp.basis_points',
      (eb) => eb.fn.coalesce('inv.invoiced_cents', 'rev.revenue_cents').as('revenue_cents'),
      'cost.cost_cents',
      'paid.before_cents',
      'paid.by_end_cents',
    ]);
  if (salespersonId) q = q.where('p.salesperson_id', '=', salespersonId);
  const rows = await q.execute();
  return rows.map((r) => {
    const revenueCents = num(r.revenue_cents);
    return {
      personId: r.id,
      personName: r.name,
      basis: r.basis,
      basisPoints: num(r.basis_points),
      revenueCents,
      profitCents: revenueCents - num(r.cost_cents),
      collectedBeforeCents: num(r.before_cents),
      collectedByEndCents: num(r.by_end_cents),
    };
  });
}
