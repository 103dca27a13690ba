import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The schedule: crews (with their members), the events booked on projects, the company's
 * schedule settings (time zone, working days) and the rain delays kept for their undo.
 *
 * Whole-day events (delivery, production) store calendar dates (YYYY-MM-DD, end inclusive):
 * a date has no time zone, so no daylight-saving change can move a booked day. Timed events
 * (inspection, other) store UTC instants; the company's time zone turns them into local times.
 * A check keeps each kind to its pair of columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();

  await db.schema
    .createTable('crews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('crew', 'subcontractor')`))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lead_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('archived_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crew_members')
    // Its own id (crew:user) so a backup sorts and checks its rows by one column like others.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('crew_id', 'text', (c) => c.notNull().references('crews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addUniqueConstraint('crew_members_crew_user', ['crew_id', 'user_id'])
    .execute();
  // "Which crews is this user in": every crew member's request asks it.
  await db.schema.createIndex('crew_members_user').on('crew_members').column('user_id').execute();

  await db.schema
    .createTable('schedule_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('inspection', 'delivery', 'production', 'other')`),
    )
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('crew_id', 'text', (c) => c.references('crews.id'))
    .addColumn('assignee_id', 'text', (c) => c.references('users.id'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addCheckConstraint(
      'schedule_events_when',
      sql`(kind in ('delivery', 'production') and start_date is not null and end_date is not null
           and end_date >= start_date and starts_at is null and ends_at is null)
       or (kind in ('inspection', 'other') and starts_at is not null and ends_at is not null
           and ends_at >= starts_at and start_date is null and end_date is null)`,
    )
    .execute();
  await db.schema
    .createIndex('schedule_events_dates')
    .on('schedule_events')
    .columns(['start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('schedule_events_times')
    .on('schedule_events')
    .columns(['starts_at', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('schedule_events_crew')
    .on('schedule_events')
    .columns(['crew_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('schedule_events_project')
    .on('schedule_events')
    .column('project_id')
    .execute();

  // One row (id 1), like settings. Working days are ISO weekdays (1 Monday .. 7 Sunday).
  await db.schema
    .createTable('schedule_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('working_days', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  // The server's own zone is the best first guess of where the company works.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  await sql`insert into schedule_settings (id, time_zone, working_days, updated_at)
    values (1, ${zone}, '1,2,3,4,5,6', ${now})`.execute(db);

  // A rain delay's moves (JSON: event, dates before and after), so one undo puts them back.
  await db.schema
    .createTable('rain_delays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('crew_ids', 'text')
    .addColumn('moves_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('undone_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rain_delays').execute();
  await db.schema.dropTable('schedule_settings').execute();
  await db.schema.dropTable('schedule_events').execute();
  await db.schema.dropTable('crew_members').execute();
  await db.schema.dropTable('crews').execute();
}
