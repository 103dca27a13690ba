import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import {
  DEFAULT_LEAD_SOURCES,
  DEFAULT_STAGES,
  FIRST_STAGE_OF_STATUS,
} from '../../../domain/pipeline/pipeline';

/**
 * The pipeline: projects get a stage, and their status becomes the stage's group, so the
 * status column goes (a copy kept beside the stage could only disagree with it). The dashboard's
 * totals (migration 005) are kept by the same kind of triggers, now reading the group through
 * the stage; Lost gets a row of its own, counted in Total Estimates and Total Value only.
 * Each stage keeps its group for life (Settings moves stages only within one), so a rename or
 * reorder never changes a total.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('pipeline_stages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'in-progress', 'completed', 'lost')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('pipeline_stages' as never)
    .values(DEFAULT_STAGES.map((s) => ({ ...s, created_at: now, updated_at: now })) as never)
    .execute();

  await db.schema
    .createTable('lead_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('lead_sources' as never)
    .values(
      DEFAULT_LEAD_SOURCES.map((name, i) => ({
        id: name.toLowerCase().replace(/ /g, '-'),
        name,
        position: i,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();

  // No foreign key on stage_id: SQLite cannot add a column with one and a default. The API
  // checks the stage exists, and a stage with projects cannot be removed (409).
  await db.schema
    .alterTable('projects')
    .addColumn('stage_id', 'text', (c) => c.notNull().defaultTo('lead'))
    .execute();
  await db.schema.alterTable('projects').addColumn('lost_reason', 'text').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('stage_changed_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('projects').addColumn('lead_source_id', 'text').execute();
  await db.schema.alterTable('projects').addColumn('salesperson_id', 'text').execute();
  for (const [status, stage] of Object.entries(FIRST_STAGE_OF_STATUS)) {
    await sql`update projects set stage_id = ${stage} where status = ${status}`.execute(db);
  }
  await sql`update projects set stage_changed_at = updated_at`.execute(db);

  await db.schema
    .createTable('stage_moves')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    // Names as they were at the move: the history reads true after a rename or a removal.
    .addColumn('from_stage_id', 'text')
    .addColumn('from_stage_name', 'text')
    .addColumn('to_stage_id', 'text', (c) => c.notNull())
    .addColumn('to_stage_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('stage_moves_project_at')
    .on('stage_moves')
    .columns(['project_id', 'at'])
    .execute();

  // The totals' triggers name the status column: they go first, then the column.
  if (postgres) {
    await sql.raw('drop trigger project_totals_follow on projects').execute(db);
    await sql.raw('drop function project_totals_follow()').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger project_totals_${t}`).execute(db);
    }
  }
  await db.schema.dropIndex('projects_status_date_id').execute();
  await db.schema.dropIndex('projects_status_cost').execute();
  await db.schema.alterTable('projects').dropColumn('status').execute();
  // The list filtered by status reads the stages of that status in date order.
  await db.schema
    .createIndex('projects_stage_date_id')
    .on('projects')
    .columns(['stage_id', 'date', 'id'])
    .execute();

  await sql`insert into project_totals (status, project_count, value_cents) values ('lost', 0, 0)`.execute(
    db,
  );
  await sql`
    update project_totals set
      project_count = (select count(*) from projects p join pipeline_stages s on s.id = p.stage_id
                       where s.status = project_totals.status),
      value_cents = (select coalesce(sum(p.estimated_cost_cents), 0) from projects p
                     join pipeline_stages s on s.id = p.stage_id where s.status = project_totals.status)
  `.execute(db);

  const groupOf = (row: 'OLD' | 'NEW') =>
    `(select s.status from pipeline_stages s where s.id = ${row}.stage_id)`;
  const remove = `update project_totals set project_count = project_count - 1,
      value_cents = value_cents - OLD.estimated_cost_cents where status = ${groupOf('OLD')}`;
  const add = `update project_totals set project_count = project_count + 1,
      value_cents = value_cents + NEW.estimated_cost_cents where status = ${groupOf('NEW')}`;
  if (postgres) {
    await sql
      .raw(
        `create function project_totals_follow() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then ${remove}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add}; end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger project_totals_follow
         after insert or delete or update of stage_id, estimated_cost_cents on projects
         for each row execute function project_totals_follow()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger project_totals_insert after insert on projects begin ${add}; end`)
      .execute(db);
    await sql
      .raw(`create trigger project_totals_delete after delete on projects begin ${remove}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger project_totals_update after update of stage_id, estimated_cost_cents
         on projects begin ${remove}; ${add}; end`,
      )
      .execute(db);
  }
}

export async function down(): Promise<void> {
  // The status column cannot come back truthfully for lost projects: restore a backup instead.
  throw new Error('Migration 018 (stages) cannot be undone');
}
