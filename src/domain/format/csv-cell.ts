// Excel, LibreOffice and Sheets run a cell that starts with one of these as a formula (a tab or
// carriage return can hide one), so a job named "=HYPERLINK(...)" could act when opened.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: one that could start a formula gets a
 * leading single quote, which the spreadsheet shows as text (OWASP's CSV injection advice).
 * Every CSV Ridgeline writes or reads (material order, project export and import) goes through it.
 */
export function csvSafeCell(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}
