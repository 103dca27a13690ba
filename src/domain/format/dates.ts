/** Today's date where the user is (not UTC), as YYYY-MM-DD: the default for a new project. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date (YYYY-MM-DD) `days` later, counted in UTC so no time zone shifts the day. */
export function addDaysIso(isoDate: string, days: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How a calendar date is written in the API and in date fields. */
export const ISO_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
export const ISO_DATE_FORMAT_MESSAGE = /*i18n*/ 'Enter a date as YYYY-MM-DD';
export const REAL_DATE_MESSAGE = /*i18n*/ 'Enter a real calendar date';

/** Is a YYYY-MM-DD string a day that exists (no February 30)? */
export function isRealIsoDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * What is wrong with a date as typed, in the words of the API's own check (isoDateSchema), or
 * null: for screens that check a date as they render, without loading the schemas.
 */
export function isoDateProblem(s: string): string | null {
  if (!ISO_DATE_FORMAT.test(s)) return ISO_DATE_FORMAT_MESSAGE;
  return isRealIsoDate(s) ? null : REAL_DATE_MESSAGE;
}
