import { formatLocalDate } from '../../../domain/format';

export { activityLead } from '../../../domain/activity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * When it happened, as a glance wants it: "just now", "5 minutes ago", "3 hours ago",
 * "2 days ago"; the date after a week. A time a little ahead (another clock) reads "just now".
 */
export function activityTime(at: string, now: Date): string {
  const then = new Date(at);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return at;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return formatLocalDate(then);
}
