// The schedule's records as the API answers them: crews, the events booked on projects, and
// the company's schedule settings. Input rules (zod) are in schedule-schemas.ts, so a screen
// that only shows the schedule loads no zod.

export const CREW_KINDS = ['crew', 'subcontractor'] as const;
export type CrewKind = (typeof CREW_KINDS)[number];

/**
 * A crew of the team's accounts (members, one of them the lead), or a subcontractor crew: a
 * name and a phone, no accounts. Archived, never deleted: past events keep naming it.
 */
export interface Crew {
  id: string;
  name: string;
  /** #rrggbb: the colour of its bars on the calendar. */
  colour: string;
  kind: CrewKind;
  /** A subcontractor's phone; '' for a crew of accounts. */
  phone: string;
  leadUserId: string | null;
  memberIds: string[];
  archivedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const EVENT_KINDS = ['inspection', 'delivery', 'production', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Kinds booked as whole days (dates); the others are timed (instants). */
export const ALL_DAY_KINDS: readonly EventKind[] = ['delivery', 'production'];
export const isAllDay = (kind: EventKind): boolean => ALL_DAY_KINDS.includes(kind);

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  inspection: 'Inspection',
  delivery: 'Material delivery',
  production: 'Production',
  other: 'Other',
};

/**
 * One event on a project. Whole-day kinds have `startDate`..`endDate` (inclusive, YYYY-MM-DD:
 * no time zone, so daylight saving never moves them) and null instants; timed kinds have
 * `startsAt`..`endsAt` (UTC instants, shown in the company's time zone) and null dates.
 */
export interface ScheduleEvent {
  id: string;
  projectId: string;
  kind: EventKind;
  title: string;
  crewId: string | null;
  /** The person an inspection is with. */
  assigneeId: string | null;
  startDate: string | null;
  endDate: string | null;
  startsAt: string | null;
  endsAt: string | null;
  notes: string;
  /** When the crew pressed "Job started" / "Job finished". */
  startedAt: string | null;
  finishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The project, for the calendar's labels. */
  projectName: string;
  projectAddress: string;
  customerName: string;
}

/** ISO weekdays: 1 Monday .. 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY_NAMES: Readonly<Record<IsoWeekday, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export interface ScheduleSettings {
  /** IANA zone (America/Denver): every timed event is shown and entered in it. */
  timeZone: string;
  /** The days crews work, ascending; at least one. */
  workingDays: IsoWeekday[];
  version: number;
}

export const DEFAULT_WORKING_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6];

export const CREW_NAME_MAX = 60;
export const CREW_PHONE_MAX = 50;
export const MAX_CREWS = 100;
export const MAX_CREW_MEMBERS = 50;
export const EVENT_TITLE_MAX = 200;
export const EVENT_NOTES_MAX = 4000;
/** The longest event: a production job of more than 60 days is a booking mistake. */
export const MAX_EVENT_DAYS = 60;
/** The widest range GET /api/events answers at once (a month view with its edges). */
export const MAX_EVENTS_RANGE_DAYS = 93;
