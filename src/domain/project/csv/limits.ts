// How large a spreadsheet the project import takes, in one place for the API, the screen that
// says so, and the tests. 20,000 rows is several years of a busy company's jobs; a CSV of that
// many rows is well under 5 MB. Columns are bounded so one line of 10,000 cells is refused.
export const CSV_IMPORT_LIMITS = {
  bytes: 5 * 1024 * 1024,
  columns: 100,
  rows: 20_000,
} as const;

/** "5 MB", for the 413's message and the screen. */
export const CSV_IMPORT_SIZE_TEXT = `${CSV_IMPORT_LIMITS.bytes / 1024 / 1024} MB`;
