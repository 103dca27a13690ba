import type { Kysely } from 'kysely';
import { DEFAULT_JOB_CHECKLIST } from '../../../domain/schedule/crew-day';

/**
 * The crew's day (decision 0021): the owner's default job checklist on the settings row (JSON,
 * a short list edited as a whole), each production event's own copy of it with its ticks, and
 * each user's private calendar feed (only the token's hash; one row per user, so making a new
 * one ends the old in the same statement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('job_checklist', 'text', (c) =>
      c.notNull().defaultTo(JSON.stringify(DEFAULT_JOB_CHECKLIST)),
    )
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_checklist_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('schedule_events.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('done_by_id', 'text')
    .addColumn('done_by_name', 'text')
    .addUniqueConstraint('event_checklist_items_event_position', ['event_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_checklist_items').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.alterTable('settings').dropColumn('job_checklist').execute();
}
