import type { Report } from '../../../domain/reports/reports';
import { AGE_BUCKET_LABELS } from '../../../domain/reports/reports';
import { formatIsoMonth } from '../../../domain/format/format';

// What each report's chart draws: a bar per item, one value per series. Money in cents, rates
// in percent; the table under the chart has every figure in words and numbers.

export interface ChartData {
  unit: 'cents' | 'percent' | 'count';
  series: string[];
  items: { label: string; values: number[] }[];
}

export function chartData(report: Report): ChartData {
  switch (report.name) {
    case 'close-rate':
      return {
        unit: 'percent',
        series: ['Close rate'],
        items: report.rows.map((r) => ({
          label: `${r.by === 'salesperson' ? '' : 'Source: '}${r.label}`,
          values: [r.ratePercent ?? 0],
        })),
      };
    case 'revenue':
      return {
        unit: 'cents',
        series: ['Booked', 'Collected'],
        items: report.rows.map((r) => ({
          label: formatIsoMonth(r.month),
          values: [r.bookedCents, r.collectedCents],
        })),
      };
    case 'average-job':
      return {
        unit: 'cents',
        series: ['Average job'],
        items: report.rows.map((r) => ({
          label: formatIsoMonth(r.month),
          values: [r.averageCents ?? 0],
        })),
      };
    case 'pipeline':
      return {
        unit: 'cents',
        series: ['Value'],
        items: report.rows.map((r) => ({ label: r.stageName, values: [r.valueCents] })),
      };
    case 'margin':
      return {
        unit: 'percent',
        series: ['Margin'],
        // The lowest first: the jobs to look at. At most 30 bars; the table has them all.
        items: report.rows.slice(0, 30).map((r) => ({
          label: r.projectName,
          values: [r.marginPercent ?? 0],
        })),
      };
    case 'receivables':
      return {
        unit: 'cents',
        series: ['Amount due'],
        items: report.rows.map((r) => ({
          label: AGE_BUCKET_LABELS[r.bucket],
          values: [r.amountCents],
        })),
      };
    case 'commissions':
      return {
        unit: 'cents',
        series: ['Commission'],
        items: report.rows.map((r) => ({ label: r.personName, values: [r.commissionCents] })),
      };
  }
}
