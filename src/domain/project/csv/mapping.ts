import { z } from 'zod';
import type { FieldError } from '../../common/field-errors';
import { msg } from '../../common/messages';
import { once } from '../../common/once';
import type { CsvFieldKey } from './fields';
import { csvFieldOf, PROJECT_CSV_FIELDS } from './fields';

// The owner's corrections to the columns Ridgeline matched: {"Column header": "field"} where
// the field is one of PROJECT_CSV_FIELDS' keys, or null to leave the column out. Sent as the
// import's `mapping` query parameter (JSON), so the body stays the file as it is.

export const MAPPING_MAX_TEXT = 20_000;

const fieldKeys = PROJECT_CSV_FIELDS.map((f) => f.key) as [CsvFieldKey, ...CsvFieldKey[]];

export const mappingOverrideSchema = once(() =>
  z.record(
    z.string().max(200, /*i18n*/ 'A column name must be at most 200 characters'),
    z
      .enum(fieldKeys, {
        error: msg(/*i18n*/ 'Choose one of: {fields}, or null', { fields: fieldKeys.join(', ') }),
      })
      .nullable(),
  ),
);
export type MappingOverride = z.infer<ReturnType<typeof mappingOverrideSchema>>;

/** One column of the file and the field it fills (null: not imported). */
export interface ColumnMapping {
  column: string;
  field: CsvFieldKey | null;
}

/**
 * The detected mapping with the owner's corrections; each column named in the override takes
 * the field given. Errors name a column the file lacks or a field chosen for two columns.
 */
export function applyMapping(
  headers: readonly string[],
  detected: readonly (CsvFieldKey | null)[],
  override: MappingOverride,
): { mapping: (CsvFieldKey | null)[] } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  for (const column of Object.keys(override)) {
    if (!headers.includes(column)) {
      errors.push({
        path: `mapping.${column}`,
        message: msg(/*i18n*/ 'The file has no column “{column}”', { column }),
      });
    }
  }
  const mapping = headers.map((h, i) =>
    Object.hasOwn(override, h) ? (override[h] ?? null) : (detected[i] ?? null),
  );
  const seen = new Set<CsvFieldKey>();
  for (const [i, key] of mapping.entries()) {
    if (!key) continue;
    if (seen.has(key)) {
      errors.push({
        path: `mapping.${headers[i]}`,
        // The field's header is marked in fields.ts, so it is translated as the label.
        message: msg(/*i18n*/ '{label} is chosen for more than one column', {
          label: csvFieldOf(key)?.header ?? key,
        }),
      });
    }
    seen.add(key);
  }
  return errors.length > 0 ? { errors } : { mapping };
}

/** POST /api/import/projects' query: a dry run answers what an import would do, saving nothing. */
export const importQuerySchema = once(() =>
  z.strictObject({
    dryRun: z
      .enum(['true', 'false'], { error: /*i18n*/ 'dryRun must be true or false' })
      .default('false'),
    mapping: z
      .string()
      .max(
        MAPPING_MAX_TEXT,
        msg(/*i18n*/ '{label} must be at most {max} characters', {
          label: /*i18n*/ 'Mapping',
          max: MAPPING_MAX_TEXT,
        }),
      )
      .optional(),
  }),
);
