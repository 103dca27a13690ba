import type { Role } from '../account/account';
import { addDaysIso, isoDateProblem } from '../format/dates';

// The owner's reports: their names, what each figure means (shown under each chart and in the
// README), the rows each answers, and the small rules around them. Pure: the server's queries
// fill the rows, the web draws them.

export const REPORT_NAMES = [
  'close-rate',
  'revenue',
  'average-job',
  'pipeline',
  'margin',
  'receivables',
  'commissions',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  'close-rate': 'Close rate',
  revenue: 'Revenue by month',
  'average-job': 'Average job size',
  pipeline: 'Pipeline value by stage',
  margin: 'Margin by job',
  receivables: 'Receivables by age',
  commissions: 'Commissions',
};

/** What each figure is, in the words shown under its chart. Periods are whole days in UTC. */
export const REPORT_DEFINITIONS: Record<ReportName, string> = {
  'close-rate':
    'Proposals accepted / proposals sent. Sent: proposals created in the period, leaving out ' +
    'versions later replaced by a newer one (the newer one counts). Accepted: those of them the ' +
    'customer has accepted. By the project’s salesperson and by its lead source.',
  revenue:
    'Booked: the accepted option’s total before tax, in the month the customer accepted. ' +
    'Collected: payments received, in the month of the payment.',
  'average-job':
    'Revenue booked / jobs booked: each accepted proposal is a job, worth its accepted ' +
    'option’s total before tax, counted in the month it was accepted.',
  pipeline:
    'Projects in each stage today and the sum of their estimated costs (the accepted option’s ' +
    'total once accepted). A snapshot: the period does not apply.',
  margin:
    'Margin = (revenue - costs) / revenue, for jobs accepted in the period that have costs. ' +
    'Revenue: the invoiced total before tax when the job has invoices (a payment schedule at ' +
    'the contract’s before-tax share), else the accepted option’s total before tax. The ' +
    'average is the total profit / the total revenue.',
  receivables:
    'What invoices still have to be paid, as of the end of the period, by days past their ' +
    'due date: current (not yet due), 1-30, 31-60, 61-90 and over 90 days.',
  commissions:
    'Commission earned on what was collected in the period, per salesperson: their plan’s ' +
    'percent of the job’s revenue or gross profit, times the share of what the customer was ' +
    'billed (tax included) that was collected in the period.',
};

/** Reports only the owner reads: they are about the company's money, not one person's sales. */
const OWNER_REPORTS: readonly ReportName[] = ['margin', 'receivables'];

/**
 * Who sees which report, and whose figures: the owner sees every report for the whole company;
 * an estimator sees the sales reports limited to their own projects; crew sees none.
 */
export function reportScope(role: Role, name: ReportName): 'company' | 'own' | 'forbidden' {
  if (role === 'owner') return 'company';
  if (role === 'estimator') return OWNER_REPORTS.includes(name) ? 'forbidden' : 'own';
  return 'forbidden';
}

/** The reports a role may open, in the page's order. */
export function reportsFor(role: Role): ReportName[] {
  return REPORT_NAMES.filter((n) => reportScope(role, n) !== 'forbidden');
}

export interface ReportPeriod {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The period's bounds as timestamps: from its first midnight (UTC) to the one after its end. */
export function periodBounds(p: ReportPeriod): { start: string; end: string } {
  return { start: `${p.from}T00:00:00.000Z`, end: `${addDaysIso(p.to, 1)}T00:00:00.000Z` };
}

/** This year so far: the page's first period. */
export function defaultPeriod(today: string): ReportPeriod {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** Every month (YYYY-MM) the period touches, in order: a month with nothing still shows. */
export function monthsOf(p: ReportPeriod): string[] {
  const months: string[] = [];
  let y = Number(p.from.slice(0, 4));
  let m = Number(p.from.slice(5, 7));
  const last = p.to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** A part of a whole as a percent with one decimal; null when there is no whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Cents divided, rounded half up to the cent; null when dividing by nothing. */
export function averageCents(totalCents: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalCents / count);
}

export interface CloseRateRow {
  by: 'salesperson' | 'lead-source';
  /** The salesperson's or lead source's id; null for projects without one. */
  id: string | null;
  label: string;
  sent: number;
  accepted: number;
  ratePercent: number | null;
}

export interface RevenueRow {
  month: string;
  bookedCents: number;
  collectedCents: number;
}

export interface AverageJobRow {
  month: string;
  jobs: number;
  bookedCents: number;
  averageCents: number | null;
}

export interface PipelineRow {
  stageId: string;
  stageName: string;
  status: string;
  projects: number;
  valueCents: number;
}

export interface MarginRow {
  projectId: string;
  projectName: string;
  revenueCents: number;
  costCents: number;
  profitCents: number;
  marginPercent: number | null;
}

export interface ReceivablesRow {
  bucket: AgeBucket;
  invoices: number;
  amountCents: number;
}

export interface CommissionRow {
  personId: string;
  personName: string;
  basis: 'revenue' | 'gross-profit';
  ratePercent: number;
  collectedCents: number;
  baseCents: number;
  commissionCents: number;
}

export const AGE_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  current: 'Current',
  '1-30': '1-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  'over-90': 'Over 90 days',
};

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not yet due). */
export function ageBucket(daysPastDue: number): AgeBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return 'over-90';
}

interface ReportBase extends ReportPeriod {
  /** The caller's own projects only (an estimator), or the whole company's. */
  scope: 'company' | 'own';
}

export type Report =
  | (ReportBase & {
      name: 'close-rate';
      rows: CloseRateRow[];
      total: { sent: number; accepted: number; ratePercent: number | null };
    })
  | (ReportBase & { name: 'revenue'; rows: RevenueRow[] })
  | (ReportBase & {
      name: 'average-job';
      rows: AverageJobRow[];
      total: { jobs: number; bookedCents: number; averageCents: number | null };
    })
  | (ReportBase & { name: 'pipeline'; rows: PipelineRow[] })
  | (ReportBase & {
      name: 'margin';
      thresholdPercent: number;
      rows: MarginRow[];
      below: MarginRow[];
      total: Omit<MarginRow, 'projectId' | 'projectName'> & {
        jobs: number;
        /** Jobs sold in the period with no cost entered yet: not in the margins. */
        withoutCosts: number;
      };
    })
  | (ReportBase & { name: 'receivables'; rows: ReceivablesRow[] })
  | (ReportBase & { name: 'commissions'; rows: CommissionRow[] });

export type ReportOf<N extends ReportName> = Extract<Report, { name: N }>;

/** Is the job's margin under the threshold (percent)? Exact: compared in cents, not rounded. */
export function isBelowThreshold(
  job: Pick<MarginRow, 'profitCents' | 'revenueCents'>,
  thresholdPercent: number,
): boolean {
  return job.profitCents * 100 < thresholdPercent * job.revenueCents;
}

/** Jobs under this margin are listed apart unless the owner picks another threshold. */
export const DEFAULT_MARGIN_THRESHOLD = 20;
/** The longest period a report covers: ten years of months is still a readable chart. */
export const MAX_REPORT_DAYS = 3660;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is wrong with a period's span (to before from, or too long), or null. */
export function periodSpanProblem(from: string, to: string): string | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) return 'To must not be before from';
  return days >= MAX_REPORT_DAYS ? `A period is at most ${MAX_REPORT_DAYS} days` : null;
}

/**
 * The first thing wrong with a period as picked, as GET /api/reports/:name would say it, or
 * null: the period picker checks as it renders, with no schema library to load.
 */
export function periodProblem(period: ReportPeriod): string | null {
  return (
    isoDateProblem(period.from) ??
    isoDateProblem(period.to) ??
    periodSpanProblem(period.from, period.to)
  );
}
