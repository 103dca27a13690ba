import type { QueryCreator } from 'kysely';
import { sql } from 'kysely';
import type { CommissionBasis } from '../../domain/costing/commission';
import type { AgeBucket, MarginRow, ReportPeriod } from '../../domain/reports/reports';
import { percentOf, periodBounds } from '../../domain/reports/reports';
import { addDaysIso } from '../../domain/format/dates';
import { revenueOfJob } from '../../domain/costing/profit';
import type { Db } from './connection';
import type { Database } from './schema';

// The reports about the company's money (margin, receivables, commissions): each one query.
// Each query first narrows to the jobs the period concerns (sold in it, or paid in it) through
// an index, and only then sums those jobs' proposals, invoices and costs: summing every job of
// the company and filtering afterwards made the reports grow with the company's whole history.
// A job's revenue is the domain's `revenueOfJob`, the one the profit page uses: the query
// answers its parts (the project's estimated cost and tax, the invoices' sums).

const num = (v: unknown) => Number(v ?? 0);

/**
 * The jobs a report is about, as a common table `ids` the other parts join to. They start from
 * `ids` with a CROSS JOIN: SQLite keeps that order (the period's few jobs drive, each finding
 * its rows by the project index) where with a plain join it scanned the whole table and probed
 * `ids`; PostgreSQL plans a CROSS JOIN with its condition as any inner join.
 */
type WithIds = Database & { ids: { project_id: string } };
type Q = QueryCreator<WithIds>;

/** Per job: when it was first sold (a customer accepted a proposal). */
const soldOf = (q: Q) =>
  q
    .selectFrom('ids')
    .crossJoin('proposals as pr')
    .whereRef('pr.project_id', '=', 'ids.project_id')
    .where('pr.state', '=', 'accepted')
    .select(['pr.project_id', (eb) => eb.fn.min<string>('pr.decided_at').as('sold_at')])
    .groupBy('pr.project_id');

/** Per job with invoices that are not void: the schedule's parts, change orders, all billed. */
const invoicedOf = (q: Q) =>
  q
    .selectFrom('ids')
    .crossJoin('invoices as i')
    .whereRef('i.project_id', '=', 'ids.project_id')
    .where('i.voided_at', 'is', null)
    .select([
      'i.project_id',
      (eb) => eb.fn.countAll<number>().as('invoices'),
      (eb) =>
        eb.fn
          .sum<number>(sql`case when i.kind = 'schedule-part' then i.total_cents else 0 end`)
          .as('schedule_cents'),
      (eb) =>
        eb.fn
          .sum<number>(
            sql`case when i.kind = 'change-order' then i.total_cents - i.tax_cents else 0 end`,
          )
          .as('change_cents'),
      (eb) => eb.fn.sum<number>('i.total_cents').as('billed_cents'),
    ])
    .groupBy('i.project_id');

/** Per job: the actual costs entered. */
const costsOf = (q: Q) =>
  q
    .selectFrom('ids')
    .crossJoin('job_costs as c')
    .whereRef('c.project_id', '=', 'ids.project_id')
    .select(['c.project_id', (eb) => eb.fn.sum<number>('c.amount_cents').as('cost_cents')])
    .groupBy('c.project_id');

/** The columns a job's revenue is worked out from (joined as `p` and `inv`). */
interface RevenueParts {
  estimated_cost_cents: unknown;
  estimated_tax_cents: unknown;
  invoices: unknown;
  schedule_cents: unknown;
  change_cents: unknown;
}

const revenueOf = (r: RevenueParts): number =>
  revenueOfJob(
    {
      estimatedCostCents: num(r.estimated_cost_cents),
      estimatedTaxCents: num(r.estimated_tax_cents),
    },
    {
      count: num(r.invoices),
      scheduleCents: num(r.schedule_cents),
      changeOrderBeforeTaxCents: num(r.change_cents),
    },
  ).actualCents;

export interface MarginJobs {
  rows: MarginRow[];
  /** Jobs sold in the period with no cost entered yet: left out of the margins. */
  withoutCosts: number;
}

/** Jobs sold in the period with their revenue, costs, profit and margin, lowest margin first. */
export async function marginJobs(db: Db, period: ReportPeriod): Promise<MarginJobs> {
  const { start, end } = periodBounds(period);
  const rows = await db
    // Jobs with an acceptance in the period (the decided_at index); first sold in it below.
    .with('ids', (q) =>
      q
        .selectFrom('proposals')
        .where('state', '=', 'accepted')
        .where('decided_at', '>=', start)
        .where('decided_at', '<', end)
        .select('project_id')
        .distinct(),
    )
    .with('sold', soldOf)
    .with('inv', invoicedOf)
    .with('cost', costsOf)
    .selectFrom('sold')
    .innerJoin('projects as p', 'p.id', 'sold.project_id')
    .leftJoin('inv', 'inv.project_id', 'sold.project_id')
    .leftJoin('cost', 'cost.project_id', 'sold.project_id')
    .where('sold.sold_at', '>=', start)
    .select([
      'p.id',
      'p.name',
      'p.estimated_cost_cents',
      'p.estimated_tax_cents',
      'inv.invoices',
      'inv.schedule_cents',
      'inv.change_cents',
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
    const revenueCents = revenueOf(r);
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
  /** What the job's invoices that are not void bill, tax included. */
  billedCents: number;
  /** Collected on the job before the period, and by its end. */
  collectedBeforeCents: number;
  collectedByEndCents: number;
}

/**
 * Every job with money collected in the period whose salesperson has a commission plan, with
 * what the plan needs: revenue, profit, what was billed, and what was collected before and by
 * the end.
 */
export async function commissionJobs(
  db: Db,
  period: ReportPeriod,
  salespersonId: string | null,
): Promise<CommissionJob[]> {
  const rows = await db
    // Jobs paid in the period (the paid_on index) whose salesperson has a plan.
    .with('ids', (q) => {
      let ids = q
        .selectFrom('payments as pay')
        .innerJoin('projects as p', 'p.id', 'pay.project_id')
        .innerJoin('commission_plans as cp', 'cp.user_id', 'p.salesperson_id')
        .where('pay.status', '=', 'completed')
        .where('pay.paid_on', '>=', period.from)
        .where('pay.paid_on', '<=', period.to)
        .select('pay.project_id')
        .distinct();
      if (salespersonId) ids = ids.where('p.salesperson_id', '=', salespersonId);
      return ids;
    })
    .with('paid', (q) =>
      q
        .selectFrom('ids')
        .crossJoin('payments as pay')
        .whereRef('pay.project_id', '=', 'ids.project_id')
        .where('pay.status', '=', 'completed')
        .where('pay.paid_on', '<=', period.to)
        .select([
          'pay.project_id',
          (eb) =>
            eb.fn
              .sum<number>(
                sql`case when pay.paid_on < ${period.from} then pay.amount_cents else 0 end`,
              )
              .as('before_cents'),
          (eb) => eb.fn.sum<number>('pay.amount_cents').as('by_end_cents'),
        ])
        .groupBy('pay.project_id'),
    )
    .with('inv', invoicedOf)
    .with('cost', costsOf)
    .selectFrom('paid')
    .innerJoin('projects as p', 'p.id', 'paid.project_id')
    .innerJoin('commission_plans as cp', 'cp.user_id', 'p.salesperson_id')
    .innerJoin('users as u', 'u.id', 'p.salesperson_id')
    .leftJoin('inv', 'inv.project_id', 'p.id')
    .leftJoin('cost', 'cost.project_id', 'p.id')
    .where(sql<boolean>`paid.by_end_cents <> paid.before_cents`)
    .select([
      'u.id',
      'u.name',
      'cp.basis',
      'cp.basis_points',
      'p.estimated_cost_cents',
      'p.estimated_tax_cents',
      'inv.invoices',
      'inv.schedule_cents',
      'inv.change_cents',
      'inv.billed_cents',
      'cost.cost_cents',
      'paid.before_cents',
      'paid.by_end_cents',
    ])
    .execute();
  return rows.map((r) => {
    const revenueCents = revenueOf(r);
    return {
      personId: r.id,
      personName: r.name,
      basis: r.basis,
      basisPoints: num(r.basis_points),
      revenueCents,
      profitCents: revenueCents - num(r.cost_cents),
      billedCents: num(r.billed_cents),
      collectedBeforeCents: num(r.before_cents),
      collectedByEndCents: num(r.by_end_cents),
    };
  });
}
