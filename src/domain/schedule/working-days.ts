import { addDaysIso } from '../format/dates';
import type { IsoWeekday } from './schedule';

// Working-day arithmetic on calendar dates (YYYY-MM-DD). Dates are counted in UTC, where every
// day has 24 hours, so daylight-saving changes cannot add or lose a day.

/** The ISO weekday of a date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): IsoWeekday {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return (d === 0 ? 7 : d) as IsoWeekday;
}

export function isWorkingDay(date: string, workingDays: readonly IsoWeekday[]): boolean {
  return workingDays.includes(isoWeekday(date));
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: string, workingDays: readonly IsoWeekday[]): string {
  if (workingDays.length === 0) throw new Error('At least one working day is needed');
  let d = addDaysIso(date, 1);
  while (!isWorkingDay(d, workingDays)) d = addDaysIso(d, 1);
  return d;
}

/** The first working day on or after `date`. */
export function workingDayFrom(date: string, workingDays: readonly IsoWeekday[]): string {
  return isWorkingDay(date, workingDays) ? date : nextWorkingDay(date, workingDays);
}

/** The working day `n` (>= 0) working days after `date` (which counts as day 0 as it is). */
export function addWorkingDays(
  date: string,
  n: number,
  workingDays: readonly IsoWeekday[],
): string {
  let d = date;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d, workingDays);
  return d;
}

/** The working days from `start` to `end`, both included. */
export function workingDaysIn(
  start: string,
  end: string,
  workingDays: readonly IsoWeekday[],
): string[] {
  const days: string[] = [];
  for (let d = start; d <= end; d = addDaysIso(d, 1)) {
    if (isWorkingDay(d, workingDays)) days.push(d);
  }
  return days;
}

/** Every date from `start` to `end`, both included. */
export function datesIn(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = start; d <= end; d = addDaysIso(d, 1)) days.push(d);
  return days;
}

/** The Monday of the week of `date`. */
export function weekStart(date: string): string {
  return addDaysIso(date, 1 - isoWeekday(date));
}
