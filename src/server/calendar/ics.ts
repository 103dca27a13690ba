import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';
import { addDaysIso } from '../../domain/format/dates';
import type { JobEventKind } from '../../domain/schedule/crew-day';

// A user's calendar feed as RFC 5545 text (decision 0021). Whole-day events (production,
// delivery) are DATE values; appointments (inspection, other) are times in the company's zone
// with its VTIMEZONE, so a phone in another zone still shows the right hour across daylight
// saving changes. No money is in a feed.

export interface FeedEvent {
  id: string;
  kind: JobEventKind;
  title: string;
  /** YYYY-MM-DD, the last day included. */
  firstDay: string;
  lastDay: string;
  /** Timed events only. */
  startsAt: string | null;
  endsAt: string | null;
  projectId: string;
  projectName: string;
  address: string;
  crewName: string | null;
  notes: string;
  /** When the event last changed: DTSTAMP, so an unchanged feed is the same text. */
  updatedAt: string;
}

export interface FeedOptions {
  /** The calendar's name in the app ("Ridgeline: Acme Roofing"). */
  name: string;
  timeZone: string;
  /** Where the app is ("https://roofs.example.com"): each event links to its project. */
  origin: string;
}

/** A stable UID per event: a calendar app updates the event when it moves, never copies it. */
export const eventUid = (eventId: string) => `${eventId}@ridgeline`;

export function calendarText(events: readonly FeedEvent[], options: FeedOptions): string {
  const cal = new ICalCalendar({ name: options.name, prodId: '//Ridgeline//Schedule//EN' });
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  for (const e of events) {
    const url = `${options.origin}/projects/${encodeURIComponent(e.projectId)}`;
    const description = [
      e.projectName,
      e.crewName ? `Crew: ${e.crewName}` : '',
      e.notes,
      url,
    ].filter(Boolean);
    const common = {
      id: eventUid(e.id),
      stamp: new Date(e.updatedAt),
      summary: e.title,
      location: e.address || null,
      description: description.join('\n'),
      url,
    };
    if (e.startsAt) {
      cal.createEvent({
        ...common,
        start: new TZDate(e.startsAt, options.timeZone),
        end: new TZDate(e.endsAt ?? e.startsAt, options.timeZone),
        timezone: options.timeZone,
      });
    } else {
      // DTEND of a whole-day event is the first day not included.
      cal.createEvent({
        ...common,
        start: e.firstDay,
        end: addDaysIso(e.lastDay, 1),
        allDay: true,
      });
    }
  }
  return cal.toString();
}
