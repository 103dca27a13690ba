import type { z } from 'zod';

/** One message for one input field, named by its path ("materials.0.quantity"; "" is the whole). */
export interface FieldError {
  path: string;
  message: string;
}

/** Every issue of a failed parse, as the API sends them in a problem's `errors`. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The first message for each path: what a form shows next to each field. */
export function firstMessageByPath(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.path] ??= e.message;
  return out;
}

/** A failed parse as the first message for each path. */
export function fieldErrorsByPath(error: z.ZodError): Record<string, string> {
  return firstMessageByPath(fieldErrors(error));
}
