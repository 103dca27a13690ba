import type { Report } from '../../../domain/reports/reports';
import { formatIsoMonth } from '../../../domain/format/format';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { i18n } from './i18n';
import { ageLabel, tableWord } from './report-words';

// What each report's chart draws: a bar per item, one value per series. Money in cents, rates
// in percent; the table under the chart has every figure in words and numbers.

export interface ChartData {
  unit: 'cents' | 'percent' | 'count';
  series: string[];
  items: { label: string; values: number[] }[];
}

/** Called while rendering: its words are in the reader's language. */
export function chartData(report: Report): ChartData {
  const month = (isoMonth: string) => formatIsoMonth(isoMonth, currentLanguage());
  switch (report.name) {
    case 'close-rate':
      return {
        unit: 'percent',
        series: [i18n._('Close rate')],
        items: report.rows.map((r) => ({
          label:
            r.by === 'salesperson'
              ? tableWord(r.label)
              : i18n._('Source: {name}', { name: tableWord(r.label) }),
          values: [r.ratePercent ?? 0],
        })),
      };
    case 'revenue':
      return {
        unit: 'cents',
        series: [i18n._('Booked'), i18n._('Collected')],
        items: report.rows.map((r) => ({
          label: month(r.month),
          values: [r.bookedCents, r.collectedCents],
        })),
      };
    case 'average-job':
      return {
        unit: 'cents',
        series: [i18n._('Average job')],
        items: report.rows.map((r) => ({
          label: month(r.month),
          values: [r.averageCents ?? 0],
        })),
      };
    case 'pipeline':
      return {
        unit: 'cents',
        series: [i18n._('Value')],
        items: report.rows.map((r) => ({
          label: tableWord(r.stageName),
          values: [r.valueCents],
        })),
      };
    case 'margin':
      return {
        unit: 'percent',
        series: [i18n._('Margin')],
        // The lowest first: the jobs to look at. At most 30 bars; the table has them all.
        items: report.rows.slice(0, 30).map((r) => ({
          label: r.projectName,
          values: [r.marginPercent ?? 0],
        })),
      };
    case 'receivables':
      return {
        unit: 'cents',
        series: [i18n._('Amount due')],
        items: report.rows.map((r) => ({
          label: ageLabel(r.bucket),
          values: [r.amountCents],
        })),
      };
    case 'commissions':
      return {
        unit: 'cents',
        series: [i18n._('Commission')],
        items: report.rows.map((r) => ({ label: r.personName, values: [r.commissionCents] })),
      };
  }
}
