import { z } from 'zod';
import { isoDateSchema, versionSchema } from '../common/common-schemas';
import { addDaysIso } from '../format/dates';
import { once } from '../common/once';
import {
  CREW_KINDS,
  CREW_NAME_MAX,
  CREW_PHONE_MAX,
  EVENT_KINDS,
  EVENT_NOTES_MAX,
  EVENT_TITLE_MAX,
  MAX_CREW_MEMBERS,
  MAX_EVENT_DAYS,
  MAX_EVENTS_RANGE_DAYS,
  isAllDay,
} from './schedule';
import { isTimeZone } from './time-zone';
import { msg } from '../common/messages';

// The schedule's input rules, shared by its forms and its API.

const text = (label: string, max: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} must be text', { label }) })
    .trim()
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));

const id = (label: string) =>
  z
    .string({ error: msg(/*i18n*/ '{label} is required', { label }) })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, msg(/*i18n*/ '{label} must be an id', { label }));

export const crewNameSchema = once(() =>
  text(/*i18n*/ 'Crew name', CREW_NAME_MAX).min(1, /*i18n*/ 'Crew name is required'),
);
export const crewColourSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Colour is required' })
    .regex(/^#[0-9a-fA-F]{6}$/, /*i18n*/ 'Colour must be #rrggbb')
    .transform((s) => s.toLowerCase()),
);
export const crewPhoneSchema = once(() => text(/*i18n*/ 'Phone', CREW_PHONE_MAX));
const crewKind = () => z.enum(CREW_KINDS, { error: /*i18n*/ 'Kind must be crew or subcontractor' });
const memberIds = () =>
  z
    .array(id(/*i18n*/ 'Member'), { error: /*i18n*/ 'Members must be a list' })
    .max(
      MAX_CREW_MEMBERS,
      msg(/*i18n*/ 'A crew has at most {max} members', { max: MAX_CREW_MEMBERS }),
    )
    .transform((ids) => [...new Set(ids)]);

/** A crew of accounts has no phone of its own; a subcontractor has a phone and no accounts. */
function crewRules(
  c: { kind?: string; phone?: string; memberIds?: string[]; leadUserId?: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (c.kind === 'subcontractor') {
    if (c.phone !== undefined && c.phone === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: /*i18n*/ 'A subcontractor needs a phone',
      });
    }
    if (c.memberIds?.length || c.leadUserId) {
      ctx.addIssue({
        code: 'custom',
        path: ['memberIds'],
        message: /*i18n*/ 'A subcontractor crew has no team members',
      });
    }
  }
  if (c.leadUserId && c.memberIds && !c.memberIds.includes(c.leadUserId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['leadUserId'],
      message: /*i18n*/ 'The crew lead must be one of its members',
    });
  }
}

/** POST /api/crews. */
export const crewCreateSchema = once(() =>
  z
    .strictObject({
      name: crewNameSchema(),
      colour: crewColourSchema(),
      kind: crewKind().default('crew'),
      phone: crewPhoneSchema().default(''),
      leadUserId: id(/*i18n*/ 'Crew lead').nullable().default(null),
      memberIds: memberIds().default([]),
    })
    .superRefine(crewRules),
);
export type CrewCreate = z.infer<ReturnType<typeof crewCreateSchema>>;

/** PATCH /api/crews/:id: any field, `archived` to archive or bring back, with the version. */
export const crewPatchSchema = once(() =>
  z
    .strictObject({
      name: crewNameSchema().optional(),
      colour: crewColourSchema().optional(),
      kind: crewKind().optional(),
      phone: crewPhoneSchema().optional(),
      leadUserId: id(/*i18n*/ 'Crew lead').nullable().optional(),
      memberIds: memberIds().optional(),
      archived: z.boolean({ error: /*i18n*/ 'Archived must be true or false' }).optional(),
      version: versionSchema(),
    })
    .superRefine(crewRules),
);
export type CrewPatch = z.infer<ReturnType<typeof crewPatchSchema>>;

/** An instant as ISO-8601 with an offset or Z; stored as UTC. */
export const instantSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Enter a time' })
    .max(40, /*i18n*/ 'Enter a time')
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
      /*i18n*/ 'Enter a time as YYYY-MM-DDTHH:MM with its offset',
    )
    .refine((s) => !Number.isNaN(Date.parse(s)), /*i18n*/ 'Enter a real time')
    .transform((s) => new Date(s).toISOString()),
);

const eventFields = () => ({
  title: text(/*i18n*/ 'Title', EVENT_TITLE_MAX),
  crewId: id(/*i18n*/ 'Crew').nullable(),
  assigneeId: id(/*i18n*/ 'Assignee').nullable(),
  startDate: isoDateSchema().nullable(),
  endDate: isoDateSchema().nullable(),
  startsAt: instantSchema().nullable(),
  endsAt: instantSchema().nullable(),
  notes: text(/*i18n*/ 'Notes', EVENT_NOTES_MAX),
});

type EventWhen = {
  kind?: (typeof EVENT_KINDS)[number];
  title?: string;
  crewId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
};

/** An event's fields as a whole (after a patch is applied): each kind has its own columns. */
export function eventProblems(e: EventWhen): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (!e.kind) return problems;
  if (isAllDay(e.kind)) {
    if (!e.startDate) problems.push({ path: 'startDate', message: /*i18n*/ 'Enter the first day' });
    if (!e.endDate) problems.push({ path: 'endDate', message: /*i18n*/ 'Enter the last day' });
    if (e.startDate && e.endDate) {
      if (e.endDate < e.startDate) {
        problems.push({
          path: 'endDate',
          message: /*i18n*/ 'The last day cannot be before the first',
        });
      } else if (addDaysIso(e.startDate, MAX_EVENT_DAYS - 1) < e.endDate) {
        problems.push({
          path: 'endDate',
          message: msg(/*i18n*/ 'An event lasts at most {max} days', { max: MAX_EVENT_DAYS }),
        });
      }
    }
    if (e.kind === 'production' && !e.crewId) {
      problems.push({ path: 'crewId', message: /*i18n*/ 'Choose the crew' });
    }
  } else {
    if (!e.startsAt) problems.push({ path: 'startsAt', message: /*i18n*/ 'Enter the start time' });
    if (!e.endsAt) problems.push({ path: 'endsAt', message: /*i18n*/ 'Enter the end time' });
    if (e.startsAt && e.endsAt && e.endsAt < e.startsAt) {
      problems.push({ path: 'endsAt', message: /*i18n*/ 'The end cannot be before the start' });
    }
    if (e.kind === 'other' && !e.title?.trim()) {
      problems.push({ path: 'title', message: /*i18n*/ 'Enter a title' });
    }
  }
  return problems;
}

/** The dates of the other kind are dropped, so a whole-day event never keeps stray times. */
export function normaliseWhen<T extends EventWhen>(e: T): T {
  if (!e.kind) return e;
  return isAllDay(e.kind)
    ? { ...e, startsAt: null, endsAt: null }
    : { ...e, startDate: null, endDate: null };
}

const addProblems = (e: EventWhen, ctx: z.core.$RefinementCtx) => {
  for (const p of eventProblems(e))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

/** POST /api/projects/:id/events. */
export const eventCreateSchema = once(() => {
  const f = eventFields();
  return z
    .strictObject({
      kind: z.enum(EVENT_KINDS, {
        error: /*i18n*/ 'Kind must be inspection, delivery, production or other',
      }),
      title: f.title.default(''),
      crewId: f.crewId.default(null),
      assigneeId: f.assigneeId.default(null),
      startDate: f.startDate.default(null),
      endDate: f.endDate.default(null),
      startsAt: f.startsAt.default(null),
      endsAt: f.endsAt.default(null),
      notes: f.notes.default(''),
    })
    .transform((e) => normaliseWhen(e))
    .superRefine(addProblems);
});
export type EventCreate = z.infer<ReturnType<typeof eventCreateSchema>>;

/** PATCH /api/events/:id: any field but the kind, with the version read. */
export const eventPatchSchema = once(() => {
  const f = eventFields();
  return z.strictObject({
    title: f.title.optional(),
    crewId: f.crewId.optional(),
    assigneeId: f.assigneeId.optional(),
    startDate: f.startDate.optional(),
    endDate: f.endDate.optional(),
    startsAt: f.startsAt.optional(),
    endsAt: f.endsAt.optional(),
    notes: f.notes.optional(),
    version: versionSchema(),
  });
});
export type EventPatch = z.infer<ReturnType<typeof eventPatchSchema>>;

/** GET /api/events?from=&to= (dates, both included). */
export const eventsQuerySchema = once(() =>
  z.strictObject({ from: isoDateSchema(), to: isoDateSchema() }).superRefine((q, ctx) => {
    if (q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: /*i18n*/ 'To cannot be before from' });
    } else if (addDaysIso(q.from, MAX_EVENTS_RANGE_DAYS) < q.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: msg(/*i18n*/ 'Ask for at most {max} days at once', { max: MAX_EVENTS_RANGE_DAYS }),
      });
    }
  }),
);
export type EventsQuery = z.infer<ReturnType<typeof eventsQuerySchema>>;

/** POST /api/schedule/rain-delay: the rained-out day, all crews or some, preview or apply. */
export const rainDelaySchema = once(() =>
  z.strictObject({
    date: isoDateSchema(),
    crewIds: z
      .array(id(/*i18n*/ 'Crew'), { error: /*i18n*/ 'Crews must be a list' })
      .min(1, /*i18n*/ 'Choose at least one crew, or leave crews out for all')
      .max(100)
      .optional(),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
  }),
);
export type RainDelayInput = z.infer<ReturnType<typeof rainDelaySchema>>;

export const timeZoneSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Time zone is required' })
    .max(64, /*i18n*/ 'Time zone must be at most 64 characters')
    .refine(isTimeZone, /*i18n*/ 'Enter a time zone such as America/Denver'),
);

export const workingDaysSchema = once(() =>
  z
    .array(z.number().int().min(1).max(7), { error: /*i18n*/ 'Working days must be a list' })
    .min(1, /*i18n*/ 'Choose at least one working day')
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b) as (1 | 2 | 3 | 4 | 5 | 6 | 7)[]),
);

/** PATCH /api/schedule/settings. */
export const scheduleSettingsPatchSchema = once(() =>
  z.strictObject({
    timeZone: timeZoneSchema().optional(),
    workingDays: workingDaysSchema().optional(),
    version: versionSchema(),
  }),
);
export type ScheduleSettingsPatch = z.infer<ReturnType<typeof scheduleSettingsPatchSchema>>;
