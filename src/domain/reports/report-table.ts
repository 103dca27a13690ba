import type { Report } from './reports';
import { AGE_BUCKET_LABELS } from './reports';

// Each report as a table: the one under its chart (the chart's accessible data) and its CSV
// download are both this, so the screen and the file never disagree.

/** 'month' is a YYYY-MM month: shown as "Nov 2026", kept as YYYY-MM in a CSV for sorting. */
export type CellKind = 'text' | 'month' | 'count' | 'cents' | 'percent';
export type Cell = string | number | null;

export interface ReportTable {
  columns: { label: string; kind: CellKind }[];
  rows: Cell[][];
}

const col = (label: string, kind: CellKind) => ({ label, kind });

export function reportTable(report: Report): ReportTable {
  switch (report.name) {
    case 'close-rate':
      return {
        columns: [
          col('By', 'text'),
          col('Name', 'text'),
          col('Sent', 'count'),
          col('Accepted', 'count'),
          col('Close rate', 'percent'),
        ],
        rows: [
          ...report.rows.map((r) => [
            r.by === 'salesperson' ? 'Salesperson' : 'Lead source',
            r.label,
            r.sent,
            r.accepted,
            r.ratePercent,
          ]),
          [
            'All',
            'All proposals',
            report.total.sent,
            report.total.accepted,
            report.total.ratePercent,
          ],
        ],
      };
    case 'revenue':
      return {
        columns: [col('Month', 'month'), col('Booked', 'cents'), col('Collected', 'cents')],
        rows: report.rows.map((r) => [r.month, r.bookedCents, r.collectedCents]),
      };
    case 'average-job':
      return {
        columns: [
          col('Month', 'month'),
          col('Jobs', 'count'),
          col('Booked', 'cents'),
          col('Average job', 'cents'),
        ],
        rows: [
          ...report.rows.map((r) => [r.month, r.jobs, r.bookedCents, r.averageCents]),
          ['All', report.total.jobs, report.total.bookedCents, report.total.averageCents],
        ],
      };
    case 'pipeline':
      return {
        columns: [col('Stage', 'text'), col('Projects', 'count'), col('Value', 'cents')],
        rows: report.rows.map((r) => [r.stageName, r.projects, r.valueCents]),
      };
    case 'margin':
      return {
        columns: [
          col('Job', 'text'),
          col('Revenue', 'cents'),
          col('Costs', 'cents'),
          col('Profit', 'cents'),
          col('Margin', 'percent'),
        ],
        rows: [
          ...report.rows.map((r) => [
            r.projectName,
            r.revenueCents,
            r.costCents,
            r.profitCents,
            r.marginPercent,
          ]),
          [
            `All ${report.total.jobs} jobs`,
            report.total.revenueCents,
            report.total.costCents,
            report.total.profitCents,
            report.total.marginPercent,
          ],
        ],
      };
    case 'receivables':
      return {
        columns: [col('Age', 'text'), col('Invoices', 'count'), col('Amount due', 'cents')],
        rows: report.rows.map((r) => [AGE_BUCKET_LABELS[r.bucket], r.invoices, r.amountCents]),
      };
    case 'commissions':
      return {
        columns: [
          col('Salesperson', 'text'),
          col('Plan', 'text'),
          col('Collected', 'cents'),
          col('Commission base', 'cents'),
          col('Commission', 'cents'),
        ],
        rows: report.rows.map((r) => [
          r.personName,
          `${r.ratePercent}% of ${r.basis === 'revenue' ? 'revenue' : 'gross profit'}`,
          r.collectedCents,
          r.baseCents,
          r.commissionCents,
        ]),
      };
  }
}

/** A cell as a spreadsheet should read it: dollars with cents, a percent as its number. */
export function csvCellText(cell: Cell, kind: CellKind): string {
  if (cell === null) return '';
  if (kind === 'cents') return (Number(cell) / 100).toFixed(2);
  return String(cell);
}
