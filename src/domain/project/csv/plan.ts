import type { ProjectCreate } from '../project';
import type { projectFields } from '../project-defaults';
import type { DuplicateFields } from './duplicates';
import { duplicateFinder } from './duplicates';
import type { ColumnMapping } from './mapping';
import type { CsvContext, CsvFieldKey } from './fields';
import { NO_CSV_CONTEXT } from './fields';
import type { RowRefusal } from './rows';
import { isBlankRow, projectOfRow } from './rows';

// What an import does with each row: create it, skip it (a project Ridgeline already has, or an
// earlier row of the file), or refuse it (a value no form would accept), each with its line.

export interface SkippedRow {
  line: number;
  reason: string;
  /** The reason's English, when the answer is in another language (as a problem's `key`). */
  key?: string;
}

export interface ImportPlan {
  toCreate: { line: number; input: ProjectCreate }[];
  skipped: SkippedRow[];
  refused: RowRefusal[];
}

/** A planner fed the rows a batch at a time (the server takes turns between batches). */
export function importPlanner(
  mapping: readonly (CsvFieldKey | null)[],
  existing: Iterable<DuplicateFields>,
  ctx: CsvContext = NO_CSV_CONTEXT,
) {
  const finder = duplicateFinder(existing);
  const plan: ImportPlan = { toCreate: [], skipped: [], refused: [] };
  return {
    plan,
    add(rows: readonly { line: number; cells: readonly string[] }[]): void {
      for (const { line, cells } of rows) {
        if (isBlankRow(cells)) continue;
        const r = projectOfRow(cells, mapping, line, ctx);
        if (!r.ok) {
          plan.refused.push({ line: r.line, field: r.field, message: r.message });
          continue;
        }
        const reason = finder.check(r.input);
        if (reason) plan.skipped.push({ line, reason });
        else plan.toCreate.push({ line, input: r.input });
      }
    },
  };
}

/** The answer of POST /api/import/projects; on a dry run `created` is how many would be. */
export interface ImportReport {
  dryRun: boolean;
  created: number;
  skipped: SkippedRow[];
  refused: RowRefusal[];
  delimiter: ',' | ';';
  mapping: ColumnMapping[];
  /** The first rows to create, as they will be saved (defaults filled in). */
  preview: PreviewRow[];
}

/** A row of the preview: the fields a CSV carries, as they will be saved. */
export type PreviewRow = { line: number } & Pick<
  ReturnType<typeof projectFields>,
  | 'name'
  | 'address'
  | 'status'
  | 'date'
  | 'roofAreaSqFt'
  | 'pitch'
  | 'estimatedCostCents'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'notes'
>;

export const PREVIEW_ROWS = 20;
