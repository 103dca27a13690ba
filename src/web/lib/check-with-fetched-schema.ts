import type { z } from 'zod';
import { fieldErrorsByPath } from '../../domain/common/field-errors';

/**
 * A form's check against a schema fetched on first use (it brings zod, which the form's screen
 * does not load to show itself): the accepted value, or the messages by field, or null when the
 * schema could not be fetched (no network before it was ever kept). On null the form sends what
 * was typed: the server checks the same schema and names the fields it refuses.
 */
export async function checkWithFetchedSchema<T>(
  schema: () => Promise<z.ZodType<T>>,
  value: unknown,
): Promise<{ data: T } | { errors: Record<string, string> } | null> {
  const fetched = await schema().catch(() => null);
  if (fetched === null) return null;
  const checked = fetched.safeParse(value);
  return checked.success ? { data: checked.data } : { errors: fieldErrorsByPath(checked.error) };
}
