import { formatIsoDate } from '../../../domain/format/format';
import { LOCALE_OF } from '../../../domain/language/language';
import { dateRangeText, whenText } from '../../../domain/schedule/event-text';
import type { ScheduleEvent } from '../../../domain/schedule/schedule';
import { currentLanguage } from '../../lib/i18n/catalogs';

// The calendar's words in the reader's language: the domain's event-text.ts writes an event's
// dates and times (English for the server's emails), given the reader's language here.

/** A calendar date: "Mar 2, 2026" / "2 mar 2026". */
export const dateText = (date: string): string => formatIsoDate(date, currentLanguage());

/** "Mar 2, 2026 – Mar 3, 2026" or "Mar 2, 2026". */
export const rangeText = (r: { startDate: string; endDate: string }): string =>
  dateRangeText(r, currentLanguage());

/** The event's days or times, in the company's zone, the dates in the reader's language. */
export const eventWhen = (
  e: Pick<ScheduleEvent, 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>,
  zone: string,
): string => whenText(e, zone, currentLanguage());

// A heading starts with a capital in Spanish too ("Lunes, 2 de marzo de 2026").
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Monday, March 2, 2026" / "Lunes, 2 de marzo de 2026". */
export const longDate = (date: string): string =>
  capital(
    new Date(`${date}T00:00:00Z`).toLocaleDateString(LOCALE_OF[currentLanguage()], {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
  );

/** "Mon" / "lun". */
export const weekdayShort = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(LOCALE_OF[currentLanguage()], {
    timeZone: 'UTC',
    weekday: 'short',
  });

/** "March 2026" / "Marzo de 2026". */
export const monthTitle = (month: string): string =>
  capital(
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString(LOCALE_OF[currentLanguage()], {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    }),
  );
