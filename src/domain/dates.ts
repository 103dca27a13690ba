const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 19, 2026", as Intl's en-US medium date says it, built by hand: a page's first
 * Intl.DateTimeFormat costs ~10 ms of main thread on a phone.
 */
function mediumDate(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${day}, ${year}`;
}

/**
 * "2026-11-19" -> "Nov 19, 2026". Project dates are calendar dates (YYYY-MM-DD), not instants:
 * read in UTC so a roofer in any time zone sees the day that was entered.
 */
export function formatIsoDate(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? isoDate
    : mediumDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** An instant (a timestamp) as the day it was where the user is: "Nov 19, 2026". */
export function formatLocalDate(instant: string | Date): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime())
    ? String(instant)
    : mediumDate(d.getFullYear(), d.getMonth(), d.getDate());
}

/** Today's date where the user is (not UTC), as YYYY-MM-DD: the default for a new project. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
