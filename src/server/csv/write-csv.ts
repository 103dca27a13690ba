import { stringify } from 'csv-stringify/sync';

/**
 * Rows as a CSV a spreadsheet opens as it should: UTF-8 with a byte order mark (without it
 * Excel reads the file as the local code page and mangles accents), CRLF line ends, quoted
 * where a cell needs it. `bom: false` for the later parts of a file sent in pieces.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[], bom = true): string {
  return stringify(rows as string[][], {
    bom,
    record_delimiter: 'windows',
    // With CRLF as the record end, csv-stringify would leave a lone LF (a note's line break)
    // unquoted, and the spreadsheet would split the row there.
    quoted_match: /[\r\n]/,
  });
}
