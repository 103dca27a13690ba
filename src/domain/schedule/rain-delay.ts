import type { IsoWeekday } from './schedule';
import { addWorkingDays, isWorkingDay, nextWorkingDay, workingDaysIn } from './working-days';

// A rain delay: the crews cannot work on a day, so each production event that includes it
// gets one more working day at its end (an event that starts that day starts a working day
// later instead), and each later event of the same crew that would then overlap moves on by
// as many working days as needed, cascading. Pure: the preview and the saved delay are the
// same function's answer.

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** A production event as the rain delay sees it. */
export interface DelayableEvent extends DayRange {
  id: string;
  projectId: string;
  projectName: string;
  crewId: string;
}

export interface EventMove {
  eventId: string;
  projectId: string;
  projectName: string;
  crewId: string;
  /** 'rained-out': the event includes the day; 'pushed': a later event moved to make room. */
  reason: 'rained-out' | 'pushed';
  from: DayRange;
  to: DayRange;
}

const overlaps = (a: DayRange, b: DayRange) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** How many working days a booking covers (at least one: a job booked on a day off is one). */
function length(r: DayRange, workingDays: readonly IsoWeekday[]): number {
  return Math.max(1, workingDaysIn(r.startDate, r.endDate, workingDays).length);
}

/** The same number of working days as `r`, starting on the first working day after `after`. */
function startingAfter(r: DayRange, after: string, workingDays: readonly IsoWeekday[]): DayRange {
  const startDate = nextWorkingDay(after, workingDays);
  return { startDate, endDate: addWorkingDays(startDate, length(r, workingDays) - 1, workingDays) };
}

/**
 * The moves of a rain delay on `date` for the given events (production events with a crew;
 * pass only the crews it is for). Nothing moves when `date` is not a working day: no crew
 * was due on the roof. Moves are in date order.
 */
export function rainDelayMoves(
  date: string,
  events: readonly DelayableEvent[],
  workingDays: readonly IsoWeekday[],
): EventMove[] {
  if (!isWorkingDay(date, workingDays)) return [];
  const ordered = [...events].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id),
  );
  const moved = new Map<string, { event: DelayableEvent; to: DayRange }>();
  const moves: EventMove[] = [];
  const record = (e: DelayableEvent, to: DayRange, reason: EventMove['reason']) => {
    moved.set(e.id, { event: e, to });
    moves.push({
      eventId: e.id,
      projectId: e.projectId,
      projectName: e.projectName,
      crewId: e.crewId,
      reason,
      from: { startDate: e.startDate, endDate: e.endDate },
      to,
    });
  };

  for (const e of ordered) {
    if (e.startDate > date || e.endDate < date) continue;
    const to =
      e.startDate === date
        ? startingAfter(e, date, workingDays)
        : { startDate: e.startDate, endDate: nextWorkingDay(e.endDate, workingDays) };
    record(e, to, 'rained-out');
  }

  for (const e of ordered) {
    if (moved.has(e.id) || e.startDate <= date) continue;
    let to: DayRange = e;
    // Pushed past every moved event of its crew that now overlaps it and did not before (an
    // overlap the office booked on purpose is theirs to keep); again until none does.
    for (;;) {
      const blocking = [...moved.values()].filter(
        (m) => m.event.crewId === e.crewId && overlaps(m.to, to) && !overlaps(m.event, e),
      );
      if (blocking.length === 0) break;
      const last = blocking.reduce((a, m) => (m.to.endDate > a ? m.to.endDate : a), '');
      to = startingAfter(e, last, workingDays);
    }
    if (to !== e) record(e, to, 'pushed');
  }
  return moves.sort(
    (a, b) => a.to.startDate.localeCompare(b.to.startDate) || a.eventId.localeCompare(b.eventId),
  );
}
