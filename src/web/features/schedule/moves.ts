import type { IsoWeekday } from '../../../domain/schedule/schedule';
import { addDaysIso } from '../../../domain/format/dates';
import {
  addWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  workingDayFrom,
  workingDaysIn,
} from '../../../domain/schedule/working-days';

// The calendar's moves of a whole-day event, by working days: the same for a drag and for the
// dialog's buttons.

interface Days {
  startDate: string;
  endDate: string;
}

const lengthOf = (d: Days, wd: readonly IsoWeekday[]) =>
  Math.max(1, workingDaysIn(d.startDate, d.endDate, wd).length);

function previousWorkingDay(date: string, wd: readonly IsoWeekday[]): string {
  let d = addDaysIso(date, -1);
  while (!isWorkingDay(d, wd)) d = addDaysIso(d, -1);
  return d;
}

/** The same number of working days, starting on `start` (or the next working day). */
export function startingOn(d: Days, start: string, wd: readonly IsoWeekday[]): Days {
  const startDate = workingDayFrom(start, wd);
  return { startDate, endDate: addWorkingDays(startDate, lengthOf(d, wd) - 1, wd) };
}

/** One working day earlier (-1) or later (+1), keeping the number of working days. */
export function shiftDays(d: Days, by: 1 | -1, wd: readonly IsoWeekday[]): Days {
  const start = by > 0 ? nextWorkingDay(d.startDate, wd) : previousWorkingDay(d.startDate, wd);
  return startingOn(d, start, wd);
}

/** One working day more (+1) or less (-1) at the end; never less than one day. */
export function stretchDays(d: Days, by: 1 | -1, wd: readonly IsoWeekday[]): Days {
  if (by > 0) return { ...d, endDate: nextWorkingDay(d.endDate, wd) };
  const end = previousWorkingDay(d.endDate, wd);
  return end < d.startDate ? d : { ...d, endDate: end };
}

/** Ends on `end` (a drag of the bar's end), never before its start. */
export function endingOn(d: Days, end: string): Days {
  return end < d.startDate ? d : { ...d, endDate: end };
}
