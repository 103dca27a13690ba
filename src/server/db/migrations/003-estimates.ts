import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Never edit a migration after it lands: add a new numbered one ("widen, then narrow").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('estimates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The human number on the proposal (EST-000042); max + 1 under a unique index, so two
    // concurrent saves cannot share one (the loser retries).
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // The input as entered and the totals with each line's name, unit and unit price at save
    // time: an old estimate keeps its prices when Settings changes later.
    .addColumn('input_json', 'text', (c) => c.notNull())
    .addColumn('totals_json', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A project's page lists its estimates, newest first.
  await db.schema
    .createIndex('estimates_project_created')
    .on('estimates')
    .columns(['project_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('estimates').execute();
}
