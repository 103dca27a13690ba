// What every backed-up row's schema is made of: ids, timestamps, serials as the API stores them,
// and JSON columns checked with their record's schema.
import { z } from 'zod';
import {
  storedIdSchema,
  storedSerialSchema,
  storedTimestampSchema,
} from '../../domain/backup/stored-records';

export const version = storedSerialSchema;
export const timestamp = storedTimestampSchema;
export const id = storedIdSchema;
/** Who created and last changed a record; absent (or null) in records from before accounts. */
export const authored = () => ({
  created_by: id().nullable().optional(),
  updated_by: id().nullable().optional(),
});

/**
 * Parses a JSON column with its record's schema and adds each issue under the column's path
 * (`totals_json.materialLines.0.unitPriceCents`). The row keeps the text as it was, so an
 * import stores exactly what was exported.
 */
export function parseJsonColumn<T>(
  ctx: z.core.$RefinementCtx,
  column: string,
  text: string,
  schema: z.ZodType<T>,
): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', path: [column], message: /*i18n*/ 'Must be valid JSON' });
    return undefined;
  }
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const issue of r.error.issues) {
    ctx.addIssue({ code: 'custom', path: [column, ...issue.path], message: issue.message });
  }
  return undefined;
}

export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The stored-row schema of a domain record whose camelCase keys name its snake_case columns. */
export function rowSchemaFromDomain(
  schema: z.ZodObject<z.ZodRawShape>,
): z.ZodType<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [snakeCase(key), field]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}
