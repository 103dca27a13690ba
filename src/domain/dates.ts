// Project dates are calendar dates (YYYY-MM-DD), not instants: format them in UTC so a
// roofer in any time zone sees the day that was entered.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-19" -> "Nov 19, 2026". */
export function formatIsoDate(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : dateFormat.format(d);
}

/** Today's date where the user is (not UTC), as YYYY-MM-DD: the default for a new project. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
