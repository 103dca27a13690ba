import { parse } from 'csv-parse';
import { msg } from '../../domain/common/messages';
import { CSV_IMPORT_LIMITS } from '../../domain/project/csv/limits';

// A spreadsheet's CSV as a header and rows, with the bounds that keep one upload from holding
// the server: the body's size is Fastify's (bodyLimit), the columns and rows are counted here.
// Parsed a piece at a time with a turn of the event loop between pieces, so other requests are
// answered while a large file is read. Its refusals are marked for the server's catalogue, so the
// problem answers them in the reader's language.

export class CsvInputError extends Error {
  constructor(
    message: string,
    /** What the message is about, for the problem's `errors` path. */
    readonly path: string,
  ) {
    super(message);
  }
}

export interface CsvRow {
  /** The line the row starts on; the header is line 1. A quoted line break spans lines. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: ',' | ';';
  headers: string[];
  rows: CsvRow[];
}

/** The body as text: UTF-8 with or without a byte order mark, and nothing binary. */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CsvInputError(
      /*i18n*/ 'The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8',
      'file',
    );
  }
  if (text.includes('\u0000')) {
    throw new CsvInputError(/*i18n*/ 'The file is not a CSV file: it holds binary data', 'file');
  }
  return text;
}

/**
 * Comma or semicolon (what spreadsheets in much of Europe write): whichever the header line
 * has more of, outside quotes.
 */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const PIECE = 64 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function readCsv(text: string): Promise<CsvTable> {
  const delimiter = detectDelimiter(text);
  const { columns: maxColumns, rows: maxRows } = CSV_IMPORT_LIMITS;
  // `raw` gives each record's own text: csv-parse's line count takes a CRLF inside quotes for
  // two lines, so lines are counted here from the record's line breaks.
  const parser = parse({ delimiter, relax_column_count: true, raw: true });
  const records: CsvRow[] = [];
  let failure: Error | undefined;
  let nextLine = 1;
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  // Handled below; a parse stopped early must not leave a rejection nobody waits for.
  ended.catch(() => undefined);
  parser.on('data', ({ record, raw }: { record: string[]; raw: string }) => {
    if (failure) return;
    const line = nextLine;
    nextLine += raw.match(/\r\n|\r|\n/g)?.length ?? 0;
    if (record.length > maxColumns) {
      failure = new CsvInputError(
        msg(/*i18n*/ 'Line {line} has {count} columns; a file may have at most {max}', {
          line,
          count: record.length,
          max: maxColumns,
        }),
        'file',
      );
    } else if (records.length > maxRows) {
      failure = new CsvInputError(
        msg(/*i18n*/ 'The file has more than {max} rows; import at most {max} at a time', {
          max: maxRows.toLocaleString('en-US'),
        }),
        'file',
      );
    } else records.push({ line, cells: record });
  });
  for (let at = 0; at < text.length && !failure;) {
    let end = Math.min(at + PIECE, text.length);
    // Never between the two halves of a character outside the basic plane (an emoji).
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end++;
    parser.write(text.slice(at, end));
    at = end;
    await nextTurn();
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  parser.end();
  try {
    await ended;
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    // csv-parse names the problem and its line ("Quote Not Closed: the parsing is finished
    // with an opening quote at line 3"): the owner can find it in the spreadsheet.
    throw new CsvInputError(
      msg(/*i18n*/ 'The file is not valid CSV: {reason}', { reason: err.message ?? 'unreadable' }),
      'file',
    );
  }
  if (failure) throw failure;
  const [header, ...rows] = records;
  if (!header || header.cells.every((c) => c.trim() === '')) {
    throw new CsvInputError(
      /*i18n*/ 'The file is empty: the first line must name the columns',
      'file',
    );
  }
  return { delimiter, headers: header.cells.map((c) => c.trim()), rows };
}
