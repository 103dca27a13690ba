import { clock12, formatIsoDate } from '../format/format';
import type { Language } from '../language/language';
import { LOCALE_OF } from '../language/language';
import type { ScheduleEvent } from './schedule';
import { EVENT_KIND_LABELS } from './schedule';
import { zonedParts } from './time-zone';

// How an event's dates and times read, everywhere (calendar, list, activity log, email). Dates
// are formatted as calendar dates; times in the company's zone, never the reader's.

/** "9:00 AM" from "09:00". */
export function clockText(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return clock12(h!, m!);
}

/** A date with its weekday, for a customer: "Monday, March 2, 2026", "lunes, 2 de marzo de 2026". */
export function longDateText(date: string, language: Language = 'en'): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(LOCALE_OF[language], {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "Mar 2, 2026 – Mar 3, 2026", or "Mar 2, 2026" for one day. */
export function dateRangeText(
  r: { startDate: string; endDate: string },
  language: Language = 'en',
): string {
  return r.startDate === r.endDate
    ? formatIsoDate(r.startDate, language)
    : `${formatIsoDate(r.startDate, language)} – ${formatIsoDate(r.endDate, language)}`;
}

type When = Pick<ScheduleEvent, 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>;

/**
 * "Mar 2, 2026 – Mar 3, 2026", "Mar 2, 2026", or "Mar 2, 2026, 9:00 AM – 10:00 AM": the dates in
 * `language`, the times in the company's zone.
 */
export function whenText(e: When, zone: string, language: Language = 'en'): string {
  const date = (d: string) => formatIsoDate(d, language);
  if (e.startDate && e.endDate) {
    return dateRangeText({ startDate: e.startDate, endDate: e.endDate }, language);
  }
  if (e.startsAt && e.endsAt) {
    const a = zonedParts(e.startsAt, zone);
    const b = zonedParts(e.endsAt, zone);
    const end = a.date === b.date ? clockText(b.time) : `${date(b.date)}, ${clockText(b.time)}`;
    return `${date(a.date)}, ${clockText(a.time)} – ${end}`;
  }
  return '';
}

/** The event's name on the calendar: its title, else its kind. */
export function eventLabel(e: Pick<ScheduleEvent, 'kind' | 'title'>): string {
  return e.title.trim() || EVENT_KIND_LABELS[e.kind];
}
