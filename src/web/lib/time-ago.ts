import { counted } from './i18n/counted';
import { formatLocalDate } from '../../domain/format/format';
import { i18n } from '../i18n';
import { currentLanguage } from './i18n/catalogs';

// When something happened, as the activity log, the proposals' views and the pipeline's moves
// say it: "just now", "5 minutes ago", "3 days ago", then the date after a week, in the
// reader's language. The English reads exactly as the domain's formatTimeAgo.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function timeAgoText(at: string, now: Date): string {
  const then = new Date(at);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return at;
  if (elapsed < MINUTE_MS) return i18n._('just now');
  if (elapsed < HOUR_MS) {
    const count = Math.floor(elapsed / MINUTE_MS);
    return i18n._('{count, select, one {{n} minute ago} other {{n} minutes ago}}', counted(count));
  }
  if (elapsed < DAY_MS) {
    const count = Math.floor(elapsed / HOUR_MS);
    return i18n._('{count, select, one {{n} hour ago} other {{n} hours ago}}', counted(count));
  }
  if (elapsed < 7 * DAY_MS) {
    const count = Math.floor(elapsed / DAY_MS);
    return i18n._('{count, select, one {{n} day ago} other {{n} days ago}}', counted(count));
  }
  return formatLocalDate(then, currentLanguage());
}
