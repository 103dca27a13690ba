import { sql } from 'kysely';
import type {
  AverageJobRow,
  CloseRateRow,
  PipelineRow,
  ReportPeriod,
  RevenueRow,
} from '../../domain/reports/reports';
import { averageCents, monthsOf, percentOf, periodBounds } from '../../domain/reports/reports';
import { orderStages } from '../../domain/pipeline/pipeline';
import type { Db } from './connection';
import { commissionJobs, marginJobs, receivables } from './reports-money-queries';

// The owner's reports, each figure from one SQL query (the same text on SQLite and PostgreSQL):
// the database groups and sums, and this file only maps the rows and fills the months that had
// nothing. `salespersonId` limits a report to one salesperson's projects (an estimator's own).

/** Who a report is for: the whole company (null) or one salesperson's projects. */
export type SalesScope = string | null;

const num = (v: unknown) => Number(v ?? 0);
const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

export function reportsRepository(db: Db) {
  /** Proposals sent in the period (replaced versions left out), with their projects. */
  const sentIn = (period: ReportPeriod, salespersonId: SalesScope) => {
    const { start, end } = periodBounds(period);
    let q = db
      .selectFrom('proposals as pr')
      .innerJoin('projects as p', 'p.id', 'pr.project_id')
      .where('pr.created_at', '>=', start)
      .where('pr.created_at', '<', end)
      .where('pr.state', '<>', 'replaced');
    if (salespersonId) q = q.where('p.salesperson_id', '=', salespersonId);
    return q;
  };
  const acceptedCount = sql<number>`sum(case when pr.state = 'accepted' then 1 else 0 end)`;

  /** Accepted proposals decided in the period: what was booked, by month. */
  const bookedIn = (period: ReportPeriod, salespersonId: SalesScope) => {
    const { start, end } = periodBounds(period);
    let q = db
      .selectFrom('proposals as pr')
      .where('pr.state', '=', 'accepted')
      .where('pr.decided_at', '>=', start)
      .where('pr.decided_at', '<', end);
    if (salespersonId) {
      q = q
        .innerJoin('projects as p', 'p.id', 'pr.project_id')
        .where('p.salesperson_id', '=', salespersonId);
    }
    return q
      .select([
        sql<string>`'booked'`.as('kind'),
        month('pr.decided_at').as('month'),
        (eb) => eb.fn.countAll<number>().as('jobs'),
        (eb) => eb.fn.sum<number>('pr.accepted_before_tax_cents').as('cents'),
      ])
      .groupBy(month('pr.decided_at'));
  };

  /** Payments completed in the period (refunds are negative), by month of the payment. */
  const collectedIn = (period: ReportPeriod, salespersonId: SalesScope) => {
    let q = db
      .selectFrom('payments as pay')
      .where('pay.status', '=', 'completed')
      .where('pay.paid_on', '>=', period.from)
      .where('pay.paid_on', '<=', period.to);
    if (salespersonId) {
      q = q
        .innerJoin('projects as p', 'p.id', 'pay.project_id')
        .where('p.salesperson_id', '=', salespersonId);
    }
    return q
      .select([
        sql<string>`'collected'`.as('kind'),
        month('pay.paid_on').as('month'),
        (eb) => eb.fn.countAll<number>().as('jobs'),
        (eb) => eb.fn.sum<number>('pay.amount_cents').as('cents'),
      ])
      .groupBy(month('pay.paid_on'));
  };

  return {
    margin: (period: ReportPeriod) => marginJobs(db, period),
    receivables: (period: ReportPeriod) => receivables(db, period),
    commissions: (period: ReportPeriod, salespersonId: SalesScope) =>
      commissionJobs(db, period, salespersonId),

    async closeRate(period: ReportPeriod, salespersonId: SalesScope): Promise<CloseRateRow[]> {
      const rows = await sentIn(period, salespersonId)
        .leftJoin('users as u', 'u.id', 'p.salesperson_id')
        .select([
          sql<string>`'salesperson'`.as('by'),
          'p.salesperson_id as id',
          'u.name as label',
          (eb) => eb.fn.countAll<number>().as('sent'),
          acceptedCount.as('accepted'),
        ])
        .groupBy(['p.salesperson_id', 'u.name'])
        .unionAll(
          sentIn(period, salespersonId)
            .leftJoin('lead_sources as ls', 'ls.id', 'p.lead_source_id')
            .select([
              sql<string>`'lead-source'`.as('by'),
              'p.lead_source_id as id',
              'ls.name as label',
              (eb) => eb.fn.countAll<number>().as('sent'),
              acceptedCount.as('accepted'),
            ])
            .groupBy(['p.lead_source_id', 'ls.name']),
        )
        .execute();
      return rows
        .map((r) => {
          const by = r.by as CloseRateRow['by'];
          const sent = num(r.sent);
          const accepted = num(r.accepted);
          return {
            by,
            id: r.id,
            label: r.label ?? (by === 'salesperson' ? 'No salesperson' : 'No lead source'),
            sent,
            accepted,
            ratePercent: percentOf(accepted, sent),
          };
        })
        .sort(
          (a, b) =>
            a.by.localeCompare(b.by) * -1 ||
            b.sent - a.sent ||
            a.label.localeCompare(b.label) ||
            (a.id ?? '').localeCompare(b.id ?? ''),
        );
    },

    async revenue(period: ReportPeriod, salespersonId: SalesScope): Promise<RevenueRow[]> {
      const rows = await bookedIn(period, salespersonId)
        .unionAll(collectedIn(period, salespersonId))
        .execute();
      const cents = new Map(rows.map((r) => [`${r.kind} ${r.month}`, num(r.cents)]));
      return monthsOf(period).map((m) => ({
        month: m,
        bookedCents: cents.get(`booked ${m}`) ?? 0,
        collectedCents: cents.get(`collected ${m}`) ?? 0,
      }));
    },

    async averageJob(period: ReportPeriod, salespersonId: SalesScope): Promise<AverageJobRow[]> {
      const rows = await bookedIn(period, salespersonId).execute();
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      return monthsOf(period).map((m) => {
        const r = byMonth.get(m);
        const jobs = num(r?.jobs);
        const bookedCents = num(r?.cents);
        return { month: m, jobs, bookedCents, averageCents: averageCents(bookedCents, jobs) };
      });
    },

    async pipeline(salespersonId: SalesScope): Promise<PipelineRow[]> {
      const rows = await db
        .selectFrom('pipeline_stages as s')
        .leftJoin('projects as p', (join) => {
          const on = join.onRef('p.stage_id', '=', 's.id');
          return salespersonId ? on.on('p.salesperson_id', '=', salespersonId) : on;
        })
        .select([
          's.id',
          's.name',
          's.status',
          's.position',
          (eb) => eb.fn.count<number>('p.id').as('projects'),
          (eb) => eb.fn.sum<number>('p.estimated_cost_cents').as('cents'),
        ])
        .groupBy(['s.id', 's.name', 's.status', 's.position'])
        .execute();
      return orderStages(rows.map((r) => ({ ...r, position: num(r.position) }))).map((r) => ({
        stageId: r.id,
        stageName: r.name,
        status: r.status,
        projects: num(r.projects),
        valueCents: num(r.cents),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
