import { csvSafeCell } from '../../format/csv-cell';
import type { Project } from '../project';
import type { CsvContext, CsvField } from './fields';
import { NO_CSV_CONTEXT, PROJECT_CSV_FIELDS } from './fields';

// The project export: one column per field of the CSV table (the headers the import reads
// back), money columns only for roles that see money, every cell safe to open in a spreadsheet.

export function exportColumns(withMoney: boolean): readonly CsvField[] {
  return PROJECT_CSV_FIELDS.filter((f) => withMoney || !f.money);
}

export const exportHeader = (columns: readonly CsvField[]) => columns.map((f) => f.header);

export function exportRow(
  columns: readonly CsvField[],
  p: Project,
  ctx: CsvContext = NO_CSV_CONTEXT,
): string[] {
  return columns.map((f) => csvSafeCell(f.write(p, ctx)));
}
