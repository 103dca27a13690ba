import { COUNTER_DIGITS_MAX } from './defaults';

// Invoice numbers from the owner's format: {YYYY} (or {YY}) is the year and {0000} the counter of
// that year, padded to as many digits as zeros; the rest is printed as written.

const COUNTER = /\{(0+)\}/g;
const YEAR = /\{(YYYY|YY)\}/g;

export function formatInvoiceNumber(format: string, year: number, counter: number): string {
  return format
    .replace(YEAR, (_, y: string) =>
      y === 'YYYY' ? String(year) : String(year % 100).padStart(2, '0'),
    )
    .replace(COUNTER, (_, zeros: string) => String(counter).padStart(zeros.length, '0'));
}

/**
 * Why a format cannot number invoices, or null. It needs exactly one counter, and the year:
 * the counter starts again each year, so a number without the year would repeat.
 */
export function numberFormatProblem(format: string): string | null {
  const counters = [...format.matchAll(COUNTER)];
  if (counters.length !== 1) return 'The format needs one counter, like {0000}';
  if (counters[0]![1]!.length > COUNTER_DIGITS_MAX) {
    return `The counter has at most ${COUNTER_DIGITS_MAX} digits`;
  }
  if ([...format.matchAll(YEAR)].length !== 1) {
    return 'The format needs the year once, as {YYYY} or {YY}';
  }
  const rest = format.replace(COUNTER, '').replace(YEAR, '');
  if (/[{}]/.test(rest)) return 'Only {YYYY}, {YY} and {0000} may be in braces';
  if (!/^[A-Za-z0-9 ._/#-]*$/.test(rest)) {
    return 'Use letters, digits, spaces and . _ / # - around the year and counter';
  }
  return null;
}
