import { stringify } from 'csv-stringify/sync';
import type { MaterialOrderData } from './order-data';
import { orderOptionText } from './order-data';

// The material order as a spreadsheet the supplier opens in Excel: a few lines about the job,
// a blank line, then one row per material.

// Excel, LibreOffice and Sheets run a cell that starts with one of these as a formula (a tab or
// carriage return can hide one), so a job named "=HYPERLINK(...)" could act when opened.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: one that could start a formula gets a
 * leading single quote, which the spreadsheet shows as text (OWASP's CSV injection advice).
 */
export function csvSafeCell(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

export const ORDER_CSV_COLUMNS = ['Material', 'Quantity', 'Unit'] as const;

/**
 * UTF-8 with a byte order mark (without it Excel reads the file as the local code page and
 * mangles accents), CRLF line ends, quoted where a cell needs it. Quantities are plain numbers
 * (no thousands separator) so the spreadsheet can add them up.
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
  return stringify([...about, ...lines], {
    bom: true,
    record_delimiter: 'windows',
    // With CRLF as the record end, csv-stringify would leave a lone LF (a note's line break)
    // unquoted, and the spreadsheet would split the row there.
    quoted_match: /[\r\n]/,
  });
}
