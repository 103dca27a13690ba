import { fieldErrors } from '../../common/field-errors';
import type { ProjectCreate } from '../project';
import { projectCreateSchema } from '../project';
import type { CsvContext, CsvFieldKey } from './fields';
import { csvFieldOf, NO_CSV_CONTEXT } from './fields';

// A spreadsheet row as a project to create: each mapped cell read by its field, then the whole
// checked by the same schema as POST /api/projects, so an import obeys every rule a form does.

export interface RowRefusal {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  field: string;
  message: string;
  /** The message's English, when the answer is in another language (as a problem's `key`). */
  key?: string;
}

export type RowResult = { ok: true; input: ProjectCreate } | ({ ok: false } & RowRefusal);

export function projectOfRow(
  cells: readonly string[],
  mapping: readonly (CsvFieldKey | null)[],
  line: number,
  ctx: CsvContext = NO_CSV_CONTEXT,
): RowResult {
  const input: Record<string, unknown> = {};
  for (const [i, key] of mapping.entries()) {
    const f = key ? csvFieldOf(key) : undefined;
    if (!f) continue;
    const r = f.read(cells[i] ?? '', ctx);
    if ('error' in r) return { ok: false, line, field: f.key, message: r.error };
    if (r.value !== undefined) input[f.key] = r.value;
  }
  const parsed = projectCreateSchema().safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const first = fieldErrors(parsed.error)[0];
  return {
    ok: false,
    line,
    field: first?.path ?? '',
    message: first?.message ?? /*i18n*/ 'The row is not a valid project',
  };
}

/** Is the row empty (a trailing blank line, a row of commas)? Such rows are passed over. */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
