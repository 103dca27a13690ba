import type { MaterialOrderData } from './order-data';
import { orderOptionText } from './order-data';
import { csvSafeCell } from '../../domain/format/csv-cell';
import { spreadsheetCsv } from '../csv/write-csv';

// The material order as a spreadsheet the supplier opens in Excel: a few lines about the job,
// a blank line, then one row per material.

export const ORDER_CSV_COLUMNS = ['Material', 'Quantity', 'Unit'] as const;

/**
 * Quantities are plain numbers (no thousands separator) so the spreadsheet can add them up.
 */
export function renderOrderCsv(order: MaterialOrderData): string {
  const text = (rows: string[][]) => rows.map((r) => r.map(csvSafeCell));
  const about = text([
    ['Material order'],
    ['Ordered by', order.company.name],
    ['Phone', order.company.phone],
    ['Job', order.job.name],
    ['Address', order.job.address],
    ['Estimate', order.estimateNumber],
    ...(order.option ? [['Option', orderOptionText(order.option)]] : []),
    ['Date', order.date],
    ['Delivery note', order.note],
    [],
    [...ORDER_CSV_COLUMNS],
  ]);
  const lines = order.lines.map((l) => [csvSafeCell(l.name), String(l.quantity), l.unit]);
  return spreadsheetCsv([...about, ...lines]);
}
