import type { Crew, ScheduleEvent } from '../../../domain/schedule/schedule';
import { zonedParts } from '../../../domain/schedule/time-zone';

// Where events sit on the calendar's grids: pure arithmetic, apart from the components.

/** The days an event covers, as local dates (timed events in the company's zone). */
export function eventDays(e: ScheduleEvent, zone: string): { start: string; end: string } {
  if (e.startDate && e.endDate) return { start: e.startDate, end: e.endDate };
  return {
    start: zonedParts(e.startsAt!, zone).date,
    end: zonedParts(e.endsAt!, zone).date,
  };
}

export interface Bar {
  event: ScheduleEvent;
  /** Column indexes (0-based) among the shown days, both included. */
  first: number;
  last: number;
  lane: number;
  /** The event goes on before or after the shown days. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** One crew's production bars over the shown days, stacked in lanes where they overlap. */
export function barsOf(events: readonly ScheduleEvent[], days: readonly string[]): Bar[] {
  const bars: Bar[] = [];
  const laneEnds: number[] = [];
  const sorted = [...events].sort(
    (a, b) => a.startDate!.localeCompare(b.startDate!) || a.id.localeCompare(b.id),
  );
  for (const event of sorted) {
    const first = days.findIndex((d) => d >= event.startDate!);
    const lastShown = days.findLastIndex((d) => d <= event.endDate!);
    if (first === -1 || lastShown === -1 || lastShown < first) continue;
    let lane = laneEnds.findIndex((end) => end < first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = lastShown;
    bars.push({
      event,
      first,
      last: lastShown,
      lane,
      continuesBefore: event.startDate! < days[0]!,
      continuesAfter: event.endDate! > days.at(-1)!,
    });
  }
  return bars;
}

/** Readable text on a crew's colour: dark on light colours, white on dark ones. */
export function textOn(colour: string): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l =
    0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return l > 0.18 ? '#0f172a' : '#ffffff';
}

export const crewColour = (crews: readonly Crew[], id: string | null) =>
  crews.find((c) => c.id === id)?.colour ?? '#475569';
