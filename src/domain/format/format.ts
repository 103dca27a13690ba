import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';
import { roundToDecimals } from './units';
import type { Language } from '../language/language';

// Every number, amount and date Ridgeline shows, in en-US. They are written by hand rather than
// with Intl to keep Intl off the first render: a page's first Intl.NumberFormat loads ICU data,
// 30-50 ms of main thread on a phone, and its first Intl.DateTimeFormat ~10 ms. format.test.ts
// checks them against Intl.

/** Puts en-US thousands separators into a plain decimal string: "-1234567.50" -> "-1,234,567.50". */
export function groupThousands(plain: string): string {
  const [, sign = '', whole = '', fraction = ''] = /^(-?)(\d+)(\.\d+)?$/.exec(plain) ?? [];
  if (!whole) return plain;
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}

/** Like Number#toFixed, but rounds half up instead of by the binary value (1.005 -> "1.01"). */
export function toFixedHalfUp(x: number, decimals: number): string {
  return roundToDecimals(x, decimals).toFixed(decimals);
}

/** en-US with thousands separators and exactly `decimals` decimals, rounded half up. */
export function formatNumber(x: number, decimals: number): string {
  return groupThousands(toFixedHalfUp(x, decimals));
}

/** "2,236 sq ft"; pass decimals for "2,236.07 sq ft". */
export function formatSqFt(sqFt: number, decimals = 0): string {
  return `${formatNumber(sqFt, decimals)} sq ft`;
}

/** Roofing squares (100 sq ft each), "22.36". */
export function formatSquares(squares: number): string {
  return formatNumber(squares, 2);
}

/** "$10,590": whole dollars, half up (the estimator and dashboard totals). */
export function formatUsd(cents: Cents): string {
  const whole = roundHalfUp(cents);
  // Integer arithmetic on cents avoids a second floating-point division deciding the half.
  const dollars = Math.floor((Math.abs(whole) + 50) / 100);
  return `${whole < 0 && dollars !== 0 ? '-' : ''}$${groupThousands(String(dollars))}`;
}

/** "$1.75": dollars and cents. */
export function formatUsdCents(cents: Cents): string {
  const whole = roundHalfUp(cents);
  const abs = Math.abs(whole);
  const amount = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return `${whole < 0 ? '-' : ''}$${groupThousands(amount)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// es-US as Intl writes it: a date in full ("26 de noviembre de 2026"), a month short ("nov 2026").
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MESES_CORTOS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
];

/** "Nov 19, 2026" as Intl's en-US medium date says it; "19 de noviembre de 2026" in Spanish. */
function mediumDate(year: number, monthIndex: number, day: number, language: Language): string {
  return language === 'es'
    ? `${day} de ${MESES[monthIndex]} de ${year}`
    : `${MONTHS[monthIndex]} ${day}, ${year}`;
}

/**
 * "2026-11-19" -> "Nov 19, 2026". Project dates are calendar dates (YYYY-MM-DD), not instants:
 * read in UTC so a roofer in any time zone sees the day that was entered.
 */
export function formatIsoDate(isoDate: string, language: Language = 'en'): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? isoDate
    : mediumDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), language);
}

/** "2026-11" -> "Nov 2026" ("nov 2026"): a month of a report. Anything else is shown as it came. */
export function formatIsoMonth(isoMonth: string, language: Language = 'en'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index >= 12) return isoMonth;
  return `${(language === 'es' ? MESES_CORTOS : MONTHS)[index]} ${m[1]}`;
}

/** An instant (a timestamp) as the day it was where the user is: "Nov 19, 2026". */
export function formatLocalDate(instant: string | Date, language: Language = 'en'): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime())
    ? String(instant)
    : mediumDate(d.getFullYear(), d.getMonth(), d.getDate(), language);
}

/** A time of day on a 12-hour clock: "9:05 AM", "12:00 PM"; "9:05 a.m." in Spanish. */
export function clock12(hours: number, minutes: number, language: Language = 'en'): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const half = language === 'es' ? (hours < 12 ? 'a.m.' : 'p.m.') : hours < 12 ? 'AM' : 'PM';
  return `${hour}:${String(minutes).padStart(2, '0')} ${half}`;
}

/**
 * An instant with its time where the user is, as Intl's medium date and short time say it:
 * "Nov 26, 2026, 1:40 PM", "26 nov 2026, 1:40 p.m.".
 */
export function formatLocalDateTime(instant: string | Date, language: Language = 'en'): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return String(instant);
  const [day, month, year] = [d.getDate(), d.getMonth(), d.getFullYear()];
  const date =
    language === 'es'
      ? `${day} ${MESES_CORTOS[month]} ${year}`
      : `${MONTHS[month]} ${day}, ${year}`;
  return `${date}, ${clock12(d.getHours(), d.getMinutes(), language)}`;
}

/** A latitude or longitude as shown and passed on: 6 decimals (about 10 cm), rounded half up. */
export function formatCoordinate(degrees: number): string {
  return toFixedHalfUp(degrees, 6);
}

/** A point as "45.515200, -122.678400", wherever a place is shown. */
export function formatLatLng(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/** "1 photo file", "1,040 photo files". */
export function formatCount(n: number, one: string, many: string): string {
  return `${formatNumber(n, 0)} ${n === 1 ? one : many}`;
}
