import type { ScheduleEvent } from './schedule';
import { datesIn } from './working-days';

// A crew booked on two jobs the same day: shown as a warning, never refused (the office may
// mean it: a half-day repair before a tear-off).

/** `crewId|date` of each day a crew has more than one production event, with the events' ids. */
export function crewConflicts(
  events: readonly Pick<ScheduleEvent, 'id' | 'kind' | 'crewId' | 'startDate' | 'endDate'>[],
): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  for (const e of events) {
    if (e.kind !== 'production' || !e.crewId || !e.startDate || !e.endDate) continue;
    for (const d of datesIn(e.startDate, e.endDate)) {
      const key = `${e.crewId}|${d}`;
      byDay.set(key, [...(byDay.get(key) ?? []), e.id]);
    }
  }
  return new Map([...byDay].filter(([, ids]) => ids.length > 1));
}

/** The ids of every event in a conflict. */
export function conflictingEventIds(conflicts: Map<string, string[]>): Set<string> {
  return new Set([...conflicts.values()].flat());
}
