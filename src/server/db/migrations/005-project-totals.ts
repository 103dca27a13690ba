import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * The dashboard's four figures at any size: counts and value by status are kept in
 * project_totals by triggers, so the database maintains them in the same transaction as every
 * insert, update and delete of a project, whoever makes it (API, estimates, import).
 * Reading them is three rows instead of a scan of every project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Recent activity orders by (updated_at, id): an index in that order avoids a full sort.
  await db.schema
    .createIndex('projects_updated_at_id')
    .on('projects')
    .columns(['updated_at', 'id'])
    .execute();
  await db.schema.dropIndex('projects_updated_at').execute();

  await db.schema
    .createTable('project_totals')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('project_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into project_totals (status, project_count, value_cents)
    select s.status,
           (select count(*) from projects p where p.status = s.status),
           (select coalesce(sum(p.estimated_cost_cents), 0) from projects p where p.status = s.status)
    from (select 'pending' as status union all select 'in-progress' union all select 'completed') s
  `.execute(db);

  const remove = `update project_totals set project_count = project_count - 1,
      value_cents = value_cents - OLD.estimated_cost_cents where status = OLD.status`;
  const add = `update project_totals set project_count = project_count + 1,
      value_cents = value_cents + NEW.estimated_cost_cents where status = NEW.status`;

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
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
         after insert or delete or update of status, estimated_cost_cents on projects
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
        `create trigger project_totals_update after update of status, estimated_cost_cents
         on projects begin ${remove}; ${add}; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger project_totals_follow on projects').execute(db);
    await sql.raw('drop function project_totals_follow()').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger project_totals_${t}`).execute(db);
    }
  }
  await db.schema.dropTable('project_totals').execute();
  await db.schema.createIndex('projects_updated_at').on('projects').column('updated_at').execute();
  await db.schema.dropIndex('projects_updated_at_id').execute();
}
