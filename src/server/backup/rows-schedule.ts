import { z } from 'zod';
import { isoDateSchema } from '../../domain/common/common-schemas';
import { once } from '../../domain/common/once';
import { CREW_KINDS, EVENT_KINDS } from '../../domain/schedule/schedule';
import {
  crewNameSchema,
  crewPhoneSchema,
  eventProblems,
  timeZoneSchema,
} from '../../domain/schedule/schedule-schemas';
import { EVENT_NOTES_MAX, EVENT_TITLE_MAX } from '../../domain/schedule/schedule';
import type { FieldError } from '../../domain/common/field-errors';
import { authored, id, timestamp, version } from './rows-common';

// The schedule's rows in a backup (migration 020): crews, their members, the events on
// projects, and the schedule settings (which the migration creates, so an import replaces them).

export const crewsRow = once(() =>
  z.strictObject({
    id: id(),
    name: crewNameSchema(),
    // As the API stores it: lower case.
    colour: z.string().regex(/^#[0-9a-f]{6}$/, /*i18n*/ 'Must be a colour as #rrggbb'),
    kind: z.enum(CREW_KINDS),
    phone: crewPhoneSchema(),
    lead_user_id: id().nullable(),
    archived_at: timestamp().nullable(),
    version: version(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

export const crewMembersRow = once(() =>
  z
    .strictObject({ id: z.string().max(201), crew_id: id(), user_id: id() })
    .refine((r) => r.id === `${r.crew_id}:${r.user_id}`, {
      path: ['id'],
      message: /*i18n*/ 'Must be crew_id:user_id',
    }),
);

export const scheduleEventsRow = once(() =>
  z
    .strictObject({
      id: id(),
      project_id: id(),
      kind: z.enum(EVENT_KINDS),
      title: z.string().max(EVENT_TITLE_MAX),
      crew_id: id().nullable(),
      assignee_id: id().nullable(),
      start_date: isoDateSchema().nullable(),
      end_date: isoDateSchema().nullable(),
      starts_at: timestamp().nullable(),
      ends_at: timestamp().nullable(),
      notes: z.string().max(EVENT_NOTES_MAX),
      started_at: timestamp().nullable(),
      finished_at: timestamp().nullable(),
      version: version(),
      created_at: timestamp(),
      updated_at: timestamp(),
      ...authored(),
    })
    .superRefine((r, ctx) => {
      const problems = eventProblems({
        kind: r.kind,
        title: r.title,
        crewId: r.crew_id,
        startDate: r.start_date,
        endDate: r.end_date,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
      });
      const stray =
        r.kind === 'delivery' || r.kind === 'production'
          ? r.starts_at !== null || r.ends_at !== null
          : r.start_date !== null || r.end_date !== null;
      if (stray) problems.push({ path: 'start_date', message: /*i18n*/ 'Dates of the other kind' });
      for (const p of problems) {
        ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
      }
    }),
);

export const scheduleSettingsRow = once(() =>
  z.strictObject({
    id: z.literal(1),
    time_zone: timeZoneSchema(),
    working_days: z
      .string()
      .regex(/^[1-7](,[1-7]){0,6}$/, /*i18n*/ 'Must be ISO weekdays, 1,2,...'),
    version: version(),
    updated_at: timestamp(),
    updated_by: id().nullable(),
  }),
);

/** Members, leads, events' crews, assignees and projects exist in the backup. */
export function scheduleReferenceErrors(
  tables: Record<string, Record<string, unknown>[]>,
): FieldError[] {
  const ids = (table: string) => new Set((tables[table] ?? []).map((r) => r.id));
  const users = ids('users');
  const crews = ids('crews');
  const projects = ids('projects');
  const errors: FieldError[] = [];
  const check = (table: string, column: string, set: Set<unknown>, message: string) => {
    for (const [i, r] of (tables[table] ?? []).entries()) {
      if (r[column] !== null && r[column] !== undefined && !set.has(r[column])) {
        errors.push({ path: `tables.${table}.${i}.${column}`, message });
        if (errors.length >= 100) return;
      }
    }
  };
  check('crews', 'lead_user_id', users, /*i18n*/ 'No such user');
  check('crew_members', 'crew_id', crews, /*i18n*/ 'No such crew');
  check('crew_members', 'user_id', users, /*i18n*/ 'No such user');
  check('schedule_events', 'project_id', projects, /*i18n*/ 'No such project');
  check('schedule_events', 'crew_id', crews, /*i18n*/ 'No such crew');
  check('schedule_events', 'assignee_id', users, /*i18n*/ 'No such user');
  return errors;
}
