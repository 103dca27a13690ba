import type { SessionUser } from '../../domain/account/account';
import { csvSafeCell } from '../../domain/format/csv-cell';
import { csvCellText, reportTable } from '../../domain/reports/report-table';
import { commissionEarned } from '../../domain/costing/commission';
import type { CommissionRow, Report, ReportName, ReportPeriod } from '../../domain/reports/reports';
import {
  AGE_BUCKETS,
  averageCents,
  DEFAULT_MARGIN_THRESHOLD,
  isBelowThreshold,
  percentOf,
  REPORT_TITLES,
  reportScope,
} from '../../domain/reports/reports';
import type { ReportQuery } from '../../domain/reports/reports-schemas';
import { spreadsheetCsv } from '../csv/write-csv';
import type { CommissionJob } from '../db/reports-money-queries';
import type { ReportsRepository } from '../db/reports-repository';
import { problem, ProblemError } from '../problem';

// The owner's reports apart from HTTP: who may read which, whose figures they see, and the CSV.

/**
 * One report for the signed-in user: the owner's covers the company; an estimator's covers
 * only the projects they are the salesperson of; a report that is not theirs is a 403.
 */
export async function runReport(
  reports: ReportsRepository,
  user: SessionUser,
  name: ReportName,
  query: ReportQuery,
): Promise<Report> {
  const scope = reportScope(user.role, name);
  if (scope === 'forbidden') {
    throw new ProblemError(
      problem(403, `The ${REPORT_TITLES[name].toLowerCase()} report is the owner’s.`),
    );
  }
  const own = scope === 'own' ? user.id : null;
  const base = { from: query.from, to: query.to, scope } as const;
  const period: ReportPeriod = { from: query.from, to: query.to };
  switch (name) {
    case 'close-rate': {
      const rows = await reports.closeRate(period, own);
      // Every proposal is in exactly one salesperson row: their sums are the whole.
      const people = rows.filter((r) => r.by === 'salesperson');
      const sent = people.reduce((s, r) => s + r.sent, 0);
      const accepted = people.reduce((s, r) => s + r.accepted, 0);
      return {
        ...base,
        name,
        rows,
        total: { sent, accepted, ratePercent: percentOf(accepted, sent) },
      };
    }
    case 'revenue':
      return { ...base, name, rows: await reports.revenue(period, own) };
    case 'average-job': {
      const rows = await reports.averageJob(period, own);
      const jobs = rows.reduce((s, r) => s + r.jobs, 0);
      const bookedCents = rows.reduce((s, r) => s + r.bookedCents, 0);
      return {
        ...base,
        name,
        rows,
        total: { jobs, bookedCents, averageCents: averageCents(bookedCents, jobs) },
      };
    }
    case 'pipeline':
      return { ...base, name, rows: await reports.pipeline(own) };
    case 'margin': {
      const thresholdPercent = query.threshold ?? DEFAULT_MARGIN_THRESHOLD;
      const { rows, withoutCosts } = await reports.margin(period);
      const revenueCents = rows.reduce((s, r) => s + r.revenueCents, 0);
      const costCents = rows.reduce((s, r) => s + r.costCents, 0);
      const profitCents = revenueCents - costCents;
      return {
        ...base,
        name,
        thresholdPercent,
        rows,
        below: rows.filter((r) => isBelowThreshold(r, thresholdPercent)),
        total: {
          jobs: rows.length,
          withoutCosts,
          revenueCents,
          costCents,
          profitCents,
          marginPercent: percentOf(profitCents, revenueCents),
        },
      };
    }
    case 'receivables': {
      const found = new Map((await reports.receivables(period)).map((r) => [r.bucket, r]));
      const rows = AGE_BUCKETS.map((bucket) => ({
        bucket,
        invoices: found.get(bucket)?.invoices ?? 0,
        amountCents: found.get(bucket)?.cents ?? 0,
      }));
      return { ...base, name, rows };
    }
    case 'commissions':
      return { ...base, name, rows: commissionRows(await reports.commissions(period, own)) };
  }
}

/**
 * Commission earned in the period, per person: on each job, what the plan had earned with the
 * money collected by the period's end less what it had earned before the period began. The
 * base is the revenue or profit that money stands for (its share of what was billed).
 */
export function commissionRows(jobs: readonly CommissionJob[]): CommissionRow[] {
  const byPerson = new Map<string, CommissionRow>();
  for (const job of jobs) {
    const plan = { basis: job.basis, basisPoints: job.basisPoints };
    const earned = (collectedCents: number) => commissionEarned(plan, { ...job, collectedCents });
    const base = (collectedCents: number) =>
      commissionEarned({ basis: job.basis, basisPoints: 10_000 }, { ...job, collectedCents });
    const row = byPerson.get(job.personId) ?? {
      personId: job.personId,
      personName: job.personName,
      basis: job.basis,
      ratePercent: job.basisPoints / 100,
      collectedCents: 0,
      baseCents: 0,
      commissionCents: 0,
    };
    row.collectedCents += job.collectedByEndCents - job.collectedBeforeCents;
    row.baseCents += base(job.collectedByEndCents) - base(job.collectedBeforeCents);
    row.commissionCents += earned(job.collectedByEndCents) - earned(job.collectedBeforeCents);
    byPerson.set(job.personId, row);
  }
  return [...byPerson.values()].sort(
    (a, b) => a.personName.localeCompare(b.personName) || a.personId.localeCompare(b.personId),
  );
}

/** The report's table as a CSV file; text cells cannot start a formula in a spreadsheet. */
export function reportCsv(report: Report): string {
  const table = reportTable(report);
  return spreadsheetCsv([
    table.columns.map((c) => csvSafeCell(c.label)),
    ...table.rows.map((row) =>
      row.map((cell, i) => {
        const kind = table.columns[i]?.kind ?? 'text';
        const text = csvCellText(cell, kind);
        return kind === 'text' ? csvSafeCell(text) : text;
      }),
    ),
  ]);
}

/** "close-rate-2026-01-01-to-2026-06-30.csv" */
export function reportFileName(report: Report): string {
  return `${report.name}-${report.from}-to-${report.to}.csv`;
}
