import type { MaterialOrderData } from './order-data';
import { orderOptionText } from './order-data';
import { csvSafeCell } from '../../domain/format/csv-cell';
import { spreadsheetCsv } from '../csv/write-csv';
import { i18nFor } from '../i18n';
import { unitName } from './document-words';

// The material order as a spreadsheet the supplier opens in Excel: a few lines about the job,
// a blank line, then one row per material. Written in the company's language.

/**
 * Quantities are plain numbers (no thousands separator) and the date is YYYY-MM-DD, so the
 * spreadsheet can add them up and sort by it in any language.
 */
export function renderOrderCsv(order: MaterialOrderData): string {
  const i18n = i18nFor(order.language);
  const text = (rows: string[][]) => rows.map((r) => r.map(csvSafeCell));
  const about = text([
    [i18n._('Material order')],
    [i18n._('Ordered by'), order.company.name],
    [i18n._('Phone'), order.company.phone],
    [i18n._('Job'), order.job.name],
    [i18n._('Address'), order.job.address],
    [i18n._('Estimate'), order.estimateNumber],
    ...(order.option ? [[i18n._('Option'), orderOptionText(order.option, i18n)]] : []),
    [i18n._('Date'), order.date],
    [i18n._('Delivery note'), order.note],
    [],
    [i18n._('Material'), i18n._('Quantity'), i18n._('Unit')],
  ]);
  const lines = order.lines.map((l) => [
    csvSafeCell(l.name),
    String(l.quantity),
    unitName(i18n, l.unit),
  ]);
  return spreadsheetCsv([...about, ...lines]);
}
